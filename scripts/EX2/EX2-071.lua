-- Death Slinger: when this card is trashed from your deck, gain 1 memory (Q3361: only trashed straight
-- from the deck). [Main] delete 1 of your opponent's level 4 or lower Digimon, the maximum level 1
-- higher for every 10 cards in your trash. [Security] activate this card's [Main] effect.
card:when("card_trashed", function(me) game.gain_memory(me, 1) end, lords.from_deck())
local function effect(me) lords.delete_scaled(me, 4) end
card:main(effect)
card:security(effect)
