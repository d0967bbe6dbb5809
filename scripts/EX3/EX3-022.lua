-- MegaSeadramon: [When Attacking] you may play 1 blue level 3 Digimon card from the digivolution cards
-- of 1 of your blue Digimon without paying its memory cost.
-- Inherited: [When Attacking] [Once Per Turn] the same (asked first: a declined "you may" spends no use).
local function fits(c) return game.card_has_color(c, "blue") and game.card_level(c) == 3 end
local function effect(me) draconic.play_from_blue_sources(me, fits, true) end
card:when_attacking(effect, {optional = true})
card:when_attacking(effect, {optional = true, inherited = true, once_per_turn = true})
