-- Jellymon: [Your Turn] [Once Per Turn] when you play a blue Tamer, <Draw 1>. Inherited: [Your Turn]
-- [Once Per Turn] when an effect adds a card to your hand (a Digimon returned to it too, Q1823; the
-- draw of a "draw, then trash", Q1824), return 1 of your opponent's level 3 Digimon to the hand.
card:when("tamer_played", function(me) game.draw(me, 1) end,
  {turn = "yours", once_per_turn = true, whose = "own", condition = function(me, self, c, t) return game.has_color(t, "blue") end})
card:when("card_to_hand", function(me)
  local d = fx.choose_one(me, game.opponent(me), function(d) return game.level(d) == 3 end)
  if d then game.bounce(d) end
end, {inherited = true, turn = "yours", once_per_turn = true, whose = "own",
      condition = function(me, self, c, x, f) return f.cause == "effect" end})
