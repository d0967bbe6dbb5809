-- Reapermon: <Reboot> (card data). [Opponent's Turn] [Once Per Turn] as an opposing Digimon is
-- unsuspended, that Digimon gets <De-Digivolve 1>. The effect is not optional (Q3329)
-- and activates on a level 3 Digimon or one without digivolution cards too, where it trashes nothing
-- (Q3330: so no condition narrows it). The opponent's unsuspend phase unsuspends their Digimon at the
-- same time: the effect triggers once and its player chooses one of them (Q3327, Q3328: the set kept
-- with `together`; one of them left the field is no longer offered).
card:when("digimon_unsuspended", function(me, self, c, d, f)
  local x = game.choose(me, f.subjects, 1, 1)[1]
  if x then game.de_digivolve(me, x, 1) end
end, {whose = "opponents", turn = "opponents", once_per_turn = true, together = true})
