-- A Blazing Storm of Metal!: [Main] until the end of your opponent's next turn, your Digimon with
-- <Reboot> (those that have it now) get +1000 DP and <Blocker>. [Security] your opponent's Digimon
-- can't attack players for the turn; then add this card to the hand (Q1376: they may still attack
-- Digimon, and <Piercing> checks security then).
card:main(function(me)
  local list = fx.digimon(me, function(d) return game.has_keyword(d, "reboot") end)
  game.change(me, list, {dp = 1000, keywords = {"blocker"}}, "opponents_turn")
end)
card:security(function(me, self, c)
  game.change_all(me, game.opponent(me), "digimon", {forbid = {"attack_players"}}, "turn")
  game.to_hand(c)
end)
