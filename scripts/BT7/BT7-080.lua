-- Neemon: [On Play] you may play 1 Tamer card with an inherited effect from your hand without paying.
-- [All Turns] [Once Per Turn] when one of your Digimon with a Tamer card among its digivolution cards is
-- deleted, you may play 1 Tamer card from your trash without paying (that Tamer card too, Q1644).
card:on_play(function(me)
  local fit = fx.cards(game.hand(me), function(c) return game.card_kind(c) == "Tamer" and game.card_has_inherited_effect(c) end)
  local c = game.choose(me, fit, 0, 1, "cards")[1]
  if c then game.play(c) end
end)
card:when("digimon_deleted", function(me)
  local c = game.choose(me, fx.cards(game.trash_cards(me), fx.card_kind("Tamer")), 1, 1, "cards")[1]
  if c then game.play(c) end
end, {whose = "own", all_turns = true, once_per_turn = true, optional = true,
  condition = function(me, self, c, d) return warriors.tamer_under(d) end})
