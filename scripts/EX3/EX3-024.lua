-- Slayerdramon: can digivolve from [Wingdramon] or [Groundramon] for 3 (card data).
-- [All Turns] [Once Per Turn] when this Digimon becomes suspended, unsuspend it (an <Evade> it gained
-- from an inherited effect suspends it too, Q3394).
-- [Start of Opponent's Main Phase] (its own, and the same as an inherited effect) by suspending 1 of
-- your Digimon with [Dramon] or [Examon] in its name (draconic.lua), your opponent attacks with 1 of
-- their Digimon: they choose which (Q3395) right after the cost is paid (Q3396), any of theirs, also
-- one that can't attack, and then no attack is made (Q3397); with none, none (Q3398). The attack is
-- declared, not offered: they choose only its target. It is declared before the effects it and the
-- cost triggered activate (the attacker's [When Attacking] first, the turn player's, Q3399; a
-- Digimon suspended by the cost is still suspended, a target, Q3401), and a second copy's effect,
-- activated after that, declares no attack during it (11-2-4, Q3400).
local function dramons(me)
  return fx.digimon(me, function(d) return draconic.dramon_or_examon(d) and game.can_suspend(d) end)
end
local function press(me)
  fx.by(me, function()
    local d = game.choose(me, dramons(me), 1, 1)[1]
    return d ~= nil and game.suspend(d) > 0
  end, function()
    local opp = game.opponent(me)
    local a = game.choose(opp, game.digimon(opp), 1, 1)[1]
    if a then game.attack_with(a) end
  end)
end
local function payable(me) return #dramons(me) > 0 end
card:when("digimon_suspended", function(me, self) game.unsuspend(self) end, {whose = "self", once_per_turn = true})
card:start_of_opponents_main_phase(press, {activate_if = payable})
card:start_of_opponents_main_phase(press, {inherited = true, activate_if = payable})
