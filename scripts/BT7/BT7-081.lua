-- Bokomon: [On Play] reveal the top 5 cards of your deck; add 1 card with [Hybrid] or [Ten Warriors] in
-- its traits and 1 Tamer card among them to your hand (either alone when only one is there, Q1645); the
-- rest to the bottom in any order. [Your Turn] [Once Per Turn] when one of your Tamers digivolves (the
-- card right under the new top card is a Tamer card), gain 2 memory.
card:on_play(function(me) fx.reveal_each(me, 5, {warriors.hybrid_or_ten, fx.card_kind("Tamer")}, {must = true}) end)
card:when("digimon_digivolved", function(me) game.gain_memory(me, 2) end,
  {whose = "own", turn = "yours", once_per_turn = true, condition = function(me, self, c, d)
    local s = game.source_cards(d)
    return #s > 0 and game.card_kind(s[#s]) == "Tamer"
  end})
