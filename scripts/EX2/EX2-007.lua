-- Mother D-Reaper: a Digi-Egg card printed with 15000 DP and no level (card data `dp`): hatched, it
-- is a level-less Digimon in the breeding area (Q3274) and moves out to the battle area as any
-- Digimon with DP does (Q3276, Q2463), where it battles (Q3279); nothing digivolves from it (no
-- level, Q3275); sent to the hand, deck or security it goes to the bottom of the Digi-Egg deck
-- instead (3-1-3-9, Q3281, Q3284). All of that is the core's.
-- [All Turns] this Digimon can't attack, and your opponent's effects don't affect it (your own do,
-- Q3280, Q3281; your opponent may still choose it, Q3285, and the rest of their effect goes on,
-- Q3286; an effect on their own Digimon, "it can also attack unsuspended Digimon", still lets them
-- attack it, Q3278).
-- [Main] [Once Per Turn] if you have no other [Mother D-Reaper] in play, place 1 of your [ADR-02
-- Searcher]s, from the battle area or from your hand, under this Digimon as its bottom digivolution
-- card (only the Searcher's top card goes under, its own digivolution cards to the trash, Q3287;
-- not from the breeding area, Q3277).
-- [Your Turn] [Once Per Turn] when you would play a card with [D-Reaper] in its traits from your
-- hand, you may reduce its play cost by 1 for each of this Digimon's digivolution cards (declining
-- for one card keeps it for the next, Q3282; "players can't reduce play costs" stops it, Q3283).
card:static{forbid = {"attack"}}
card:static{unaffected = "opponents"}

card:activated(function(me, self) dreaper.place_searcher(me, self) end, {once_per_turn = true,
  condition = function(me, self)
    return #game.digimon(me, function(d) return d ~= self and game.name(d) == "Mother D-Reaper" end) == 0
  end})

card:when_would("be_played", nil, {any = true, turn = "yours", once_per_turn = true, optional = true,
  reduce = function(me, self) return math.min(game.sources(self), 20) end,
  condition = function(me, self, c, x) return game.card_zone(x) == "hand" and fx.card_trait_has("D-Reaper")(x) end})
