-- DemiVeemon (inherited): [When Attacking] once per turn, if this Digimon has <Jamming>, <Draw 1>.
local function jamming(me, self) return game.has_keyword(self, "jamming") end
card:when_attacking(function(me) game.draw(me, 1) end, {inherited = true, once_per_turn = true, condition = jamming})
