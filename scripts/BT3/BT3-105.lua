-- Breath of the Gods: [Main] until the end of the opponent's next turn, 1 of your Digimon gains <Reboot> and
-- can't have its DP reduced nor be returned to the hand or deck. [Security] the opponent's Digimon can't attack
-- players for the turn.
card:main(function(me)
  fx.change_one(me, me, {keywords = {"reboot"}, forbid = {"be_dp_reduced", "be_returned"}}, "opponents_turn")
end)
card:security(function(me)
  game.change_all(me, game.opponent(me), "digimon", {forbid = {"attack_players"}}, "turn")
end)
