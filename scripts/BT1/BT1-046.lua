-- Kudamon: [When Attacking] if you have 4 or fewer cards in hand, <Draw 1>.
local function few(me) return #game.hand(me) <= 4 end
card:when_attacking(function(me) if few(me) then game.draw(me, 1) end end, {condition = few})
