-- Davis Motomiya: [Start of Your Turn] if you have 2 or less memory, set it to 3. [On Play] reveal the top 3
-- cards of your deck; add 1 blue and 1 green Digimon card among them to the hand; the rest go to the bottom in
-- any order. [Security] play this card free.
local function low(me) return game.memory(me) <= 2 end
local function digimon_of(col) return function(c) return game.card_kind(c) == "Digimon" and game.card_has_color(c, col) end end
card:start_of_your_turn(function(me) if low(me) then game.set_memory(me, 3) end end, {condition = low})
card:on_play(function(me) fx.reveal_each(me, 3, {digimon_of("blue"), digimon_of("green")}, {must = true}) end)
card:security(function(me, self, c) game.play(c) end)
