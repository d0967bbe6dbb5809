-- Final Zubagon Punch: [Main] 1 of your Digimon gets +3000 DP until the end of the opponent's next
-- turn; then, if it has 16000 DP or more now (Q1274, Q1276), it gains <Blocker>, <Reboot> and
-- <Security Attack +1> until the end of the opponent's next turn (kept if its DP drops, Q1275).
-- [Security] add this card to its owner's hand.
card:main(function(me)
  local d = fx.choose_one(me, me)
  if not d then return end
  game.change(me, d, {dp = 3000}, "opponents_turn")
  if game.dp(d) >= 16000 then
    game.change(me, d, {keywords = {"blocker", "reboot"}, security_attack = 1}, "opponents_turn")
  end
end)
card:security(function(me, self, c) game.to_hand(c) end)
