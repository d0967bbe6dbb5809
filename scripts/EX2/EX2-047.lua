-- ADR-03 Pendulum Feet: [On Play] reveal the top 3 cards of your deck; add 1 card with [D-Reaper] in
-- one of its traits and 1 [ADR-02 Searcher] among them to your hand (no "up to": as many of the two as
-- are there, Q3343; a Searcher, a D-Reaper itself, may fill either part); the rest to the bottom in
-- any order.
card:on_play(function(me)
  fx.reveal_each(me, 3, {fx.card_trait_has("D-Reaper"), function(c) return game.card_name(c) == "ADR-02 Searcher" end},
    {must = true})
end)
