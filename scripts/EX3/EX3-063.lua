-- Imperialdramon: Dragon Mode: DNA digivolution from a purple level 5 and a red level 5 for 0 (card
-- data). (As corrected by the erratum) [When Digivolving] if DNA digivolving: your opponent chooses 1 of
-- their Digimon, and all of their other Digimon are deleted (at the same time); then <Blitz> (only the
-- turn player attacks: not when it DNA digivolved in the opponent's turn, Q2891, the core's 11-1-2).
-- [When Attacking] [Once Per Turn] this Digimon gets +2000 DP for the turn. Then, it may digivolve into
-- an [Imperialdramon: Fighter Mode] in your hand, paying the digivolution cost.
card:when_digivolving(function(me, self)
  local opp = game.opponent(me)
  local kept = fx.choose_one(opp, opp)
  local others = game.digimon(opp, function(d) return d ~= kept end)
  if #others > 0 then game.delete(others) end
  game.blitz(self)
end, {has = {"blitz"}, activate_if = function(me, self) return game.dna_digivolved(self) end})
card:when_attacking(function(me, self)
  fx.self_dp(me, self, 2000)
  local fighters = fx.cards(game.hand(me), function(c)
    return game.card_name(c) == "Imperialdramon: Fighter Mode" and game.can_digivolve(c, self)
  end)
  local c = game.choose(me, fighters, 0, 1, "cards")[1]
  if c then game.digivolve(c, self) end
end, {once_per_turn = true})
