-- Alice McCoy: [Your Turn] [Once Per Turn] when one of your Digimon would digivolve from level 5 into a
-- level 6 card, you may delete 1 of your Digimon to reduce the digivolution cost by 3 (a Digimon of the
-- battle area: one in the breeding area triggers nothing, Q3349; deleting the one digivolving stops
-- the digivolution, the card staying in the hand and no cost paid, Q3350: the core's). A deletion that
-- does not happen reduces nothing. [Security] play this card without paying its cost.
card:when_would("digivolve", function(me)
  local d = fx.choose_one(me, me)
  if not d then return false end
  game.delete(d)
  return game.deletion(d) ~= nil
end, {any = true, turn = "yours", once_per_turn = true, optional = true, reduce = 3,
      condition = function(me, self, c, x) return game.level(game.would_digimon()) == 5 and game.card_level(x) == 6 end})
card:security(function(me, self, c) game.play(c) end)
