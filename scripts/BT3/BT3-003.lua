-- Upamon (inherited): [When Attacking] once per turn, if you have 3 or fewer security cards, <Draw 1>.
local function low(me) return game.security(me) <= 3 end
card:when_attacking(function(me) game.draw(me, 1) end, {inherited = true, once_per_turn = true, condition = low})
