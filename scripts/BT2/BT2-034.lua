-- Salamon: [On Deletion] if you have 3 or fewer security cards, <Recovery +1 (Deck)> (read again when
-- it activates: two deleted together may add only one, Q1009).
local function low(me) return game.security(me) <= 3 end
card:on_deletion(function(me) game.recovery(me, 1) end, {condition = low})
