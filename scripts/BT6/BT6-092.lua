-- Menoa Bellucci: [Start of Your Turn] if you have 2 memory or less, set your memory to 3. [Your Turn]
-- when you play an [Eosmon], you may suspend this Tamer to reveal the top 3 cards of your deck, add 1
-- Tamer card or 1 Digimon card with [Eosmon] in its name among them to your hand, and place the rest
-- at the bottom of your deck in the order you choose. [Opponent's Turn] while you have an [Eosmon] in
-- play, your opponent's Tamers don't unsuspend in their unsuspend phase. [Security] play this card
-- without paying its cost.
local function eosmon_in_play(me) return #fx.digimon(me, function(d) return game.name(d) == "Eosmon" end) > 0 end
local function found(c)
  return game.card_kind(c) == "Tamer" or (game.card_kind(c) == "Digimon" and game.card_name_has(c, "Eosmon"))
end
card:start_of_your_turn(function(me) game.set_memory(me, 3) end,
  {activate_if = function(me) return game.memory(me) <= 2 end})
card:when("digimon_played", function(me, self)
  if not fx.paid_by_suspending(self) then return end
  fx.reveal(me, 3, {filter = found, count = 1, must = true})
end, {whose = "own", turn = "yours", optional = true,
      condition = function(me, self, c, d) return game.name(d) == "Eosmon" and game.can_suspend(self) end})
card:static{turn = "opponents", applies = "opponent_tamers", forbid = {"unsuspend"},
  condition = function(me) return eosmon_in_play(me) end}
card:security(function(me, self, c) game.play(c) end)
