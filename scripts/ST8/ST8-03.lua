-- Dracomon: [On Play] reveal the top 3 cards of your deck; add 1 Digimon card with [Dramon] in its name
-- among them to your hand (not "up to": one when any fits); the rest go to the bottom of the deck in the
-- order you choose. [Dramon] is printed capitalised as a bracketed term, but no name holds it so: it
-- names the "-dramon" of Coredramon, Wingdramon, UlforceVeedramon ... (the original text has no case;
-- the rulings on EX3-024, Q3396 and Q3399, count Breakdramon as a Digimon with [Dramon] in its name).
local function dramon(c) return game.card_kind(c) == "Digimon" and game.card_name_has(c, "dramon") end
card:on_play(function(me) fx.reveal(me, 3, {filter = dramon, must = true}) end)
