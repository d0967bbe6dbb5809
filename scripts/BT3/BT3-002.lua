-- DemiVeemon (inherited): [When Attacking] once per turn, if this Digimon has <Jamming>, <Draw 1>.
-- The "if" is a processing condition: the effect triggers at every attack and the "if" is read as
-- it would activate (15-8-3-9-2, 15-8-3-9-3); unmet, it is not activated and the use is kept (15-6-3).
local function jamming(me, self) return game.has_keyword(self, "jamming") end
card:when_attacking(function(me) game.draw(me, 1) end, {inherited = true, once_per_turn = true, activate_if = jamming})
