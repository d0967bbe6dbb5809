-- ADR-04 Bubbles: [Security] and [On Play], the same: you may place 1 of your [ADR-02 Searcher]s, from
-- the battle area or from your hand, under 1 of your [Mother D-Reaper]s in play as its bottom
-- digivolution card (a Searcher from the battle area goes alone, its own digivolution cards to the
-- trash, Q3287 on EX2-007's like effect). The [Security] effect does not play this card.
card:on_play(function(me) dreaper.place_searcher(me) end, {optional = true})
card:security(function(me) dreaper.place_searcher(me) end, {optional = true})
