-- Tsumemon (inherited): [When Attacking] [Once Per Turn] if this Digimon has [Unidentified] in its
-- types, <Draw 1>.
local function unidentified(me, self) return fx.trait_has("Unidentified")(self) end
card:when_attacking(function(me) game.draw(me, 1) end, {inherited = true, once_per_turn = true, condition = unidentified})
