-- Volcanicdramon: [On Play] delete all of your opponent's Digimon with the lowest DP (every one tied for
-- it, at the same time). If this effect deleted no Digimon (they had none, or a deletion was prevented),
-- your opponent can't play Digimon with 5000 DP or less until the end of their turn: a prohibition on
-- that player (15-1-3, game.cannot's "play_digimon" bounded at 5000 DP, 5000 itself included) reaching
-- every way they would play one: from the hand, by DigiXros or Assembly, by their effects, their own
-- cards or yours (Q4669; Q4670: a card their effect reveals is not played; Q4672), never your effects
-- playing their cards (Q4671), nor into the breeding area (Q6508); made in their turn, it ends with it.
-- [When Attacking] if you have a Tamer in play, trash the top card of your opponent's security stack
-- (a processing condition, read as it would activate: 15-6).
card:on_play(function(me)
  local opp = game.opponent(me)
  local ds = game.digimon(opp)
  local low = fx.lowest_dp(ds)
  local lowest = fx.cards(ds, function(d) return game.dp(d) == low end)
  game.delete(lowest)
  for _, d in ipairs(lowest) do if game.deletion(d) ~= nil then return end end
  game.cannot(me, opp, "play_digimon", "opponents_turn", {dp = 5000})
end)
card:when_attacking(function(me) game.trash_security(game.opponent(me), 1) end,
  {activate_if = function(me) return #game.tamers(me) > 0 end})
