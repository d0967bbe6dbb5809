-- Vorvomon: [Your Turn] [Once Per Turn] when you play a [Hina Kurihara], delete 1 of your opponent's
-- Digimon with 3000 DP or less.
-- Inherited: [When Attacking] if this Digimon has an [On Play] effect (its top card's own, an inherited
-- or a granted one: game.has_effect), delete 1 of your opponent's Digimon with 3000 DP or less. The
-- "if" is read as the effect would activate (15-8-3-9).
local function delete3000(me) fx.delete(me, {dp = 3000}) end
card:when("tamer_played", delete3000, {whose = "own", turn = "yours", once_per_turn = true,
  condition = function(me, self, c, t) return game.name(t) == "Hina Kurihara" end})
card:when_attacking(delete3000, {inherited = true,
  activate_if = function(me, self) return game.has_effect(self, "on_play") end})
