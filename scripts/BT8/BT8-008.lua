-- Gammamon: [Your Turn] [Once Per Turn] when you play a red Tamer, <Draw 1> (a copy under this
-- Digimon gives it once more, Q1943). Inherited: [When Attacking] if this Digimon has 6000 DP or
-- more (read as it activates, 15-8-3-9), delete 1 of the opponent's Digimon with 3000 DP or less.
card:when("tamer_played", function(me) game.draw(me, 1) end,
  {whose = "own", turn = "yours", once_per_turn = true,
   condition = function(me, self, c, t) return game.has_color(t, "red") end})
card:when_attacking(function(me, self)
  if game.dp(self) >= 6000 then fx.delete(me, {dp = 3000}) end
end, {inherited = true})
