-- High-Speed Plug-In D: its colour requirements may be ignored while its player has a Tamer in play.
-- [Main] until the turn ends, one of the player's Digimon has <Jamming> and no opposing Digimon may block
-- it (one change). [Security] <Draw 1>; then this card goes to the hand.
local unblockable = card:cannot_be_blocked_by(function() return true end, {granted = true})
card:use_requirement(function(me, d) return game.kind(d) == "Tamer" end)
card:main(function(me) fx.change_one(me, me, {keywords = {"jamming"}, effect = unblockable}) end)
card:security(function(me, self, c)
  game.draw(me, 1)
  game.to_hand(c)
end)
