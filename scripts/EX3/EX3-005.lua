-- Vorvomon: [Your Turn] [Once Per Turn] when you play a [Hina Kurihara], delete 1 of your opponent's
-- Digimon with 3000 DP or less.
-- Inherited: [When Attacking] if this Digimon has an [On Play] effect (its top card's own, an inherited
-- or a granted one: game.has_effect), delete 1 of your opponent's Digimon with 3000 DP or less. The
-- "if" is read as the effect would activate (15-8-3-9). EX3-007 Lavorvomon inherits the same
-- (draconic.inherited_delete3000_when_attacking).
card:when("tamer_played", draconic.delete3000, {whose = "own", turn = "yours", once_per_turn = true,
  condition = function(me, self, c, t) return game.name(t) == "Hina Kurihara" end})
draconic.inherited_delete3000_when_attacking()
