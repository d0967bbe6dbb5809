-- Cupimon (inherited): [When Attacking] if you have 5 or more security cards, <Draw 1>.
local function enough(me) return game.security(me) >= 5 end
card:when_attacking(function(me) if enough(me) then game.draw(me, 1) end end, {inherited = true, condition = enough})
