-- Kota Domoto: [Start of Your Turn] if you have 2 memory or less, set it to 3. [On Play] reveal the top 4
-- cards of your deck; add 1 card with [X-Antibody] in its traits among them to your hand; the rest to the
-- bottom in any order. [Security] play this card without paying.
-- The [Start of Your Turn] "if" is a processing condition, read as the effect would activate
-- (15-8-3-9-2, 15-8-3-9-3); unmet, it is not activated (15-6-3).
local function low(me) return game.memory(me) <= 2 end
card:start_of_your_turn(function(me) game.set_memory(me, 3) end, {activate_if = low})
card:on_play(function(me) fx.reveal(me, 4, {must = true, filter = warriors.x_antibody}) end)
card:security(function(me, self, c) game.play(c) end)
