-- High-Speed Plug-In D: while you have a Tamer in play, this card may be used without meeting its
-- colour requirements. [Main] for the turn, 1 of your Digimon gains <Jamming> and can't be blocked by
-- your opponent's Digimon (one change). [Security] <Draw 1>, then add this card to your hand.
local unblockable = card:cannot_be_blocked_by(function() return true end, {granted = true})
card:use_requirement(function(me, d) return game.kind(d) == "Tamer" end)
card:main(function(me) fx.change_one(me, me, {keywords = {"jamming"}, effect = unblockable}) end)
card:security(function(me, self, c)
  game.draw(me, 1)
  game.to_hand(c)
end)
