-- ADR-04 Bubbles: its [On Play] and its [Security] effect do one thing: its player may take one of
-- their [ADR-02 Searcher]s, from the battle area or the hand, and slip it beneath one of their [Mother
-- D-Reaper]s in play, below all its digivolution cards (one taken from the battle area moves alone, the
-- cards under it going to the trash, Q3287 on EX2-007's like effect). The [Security] effect does not
-- play this card.
card:on_play(function(me) dreaper.place_searcher(me) end, {optional = true})
card:security(function(me) dreaper.place_searcher(me) end, {optional = true})
