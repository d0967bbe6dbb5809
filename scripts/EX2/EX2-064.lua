-- Alice McCoy: [Your Turn] [Once Per Turn] as one of its player's level 5 Digimon is about to
-- digivolve into a level 6 card, the player may delete one of their own Digimon so that the
-- digivolution costs 3 less (battle area only: the breeding area triggers nothing, Q3349; deleting the
-- Digimon about to digivolve ends the digivolution, the card staying in the hand and nothing paid,
-- Q3350: the core's). If the chosen Digimon is not deleted, nothing is taken off. [Security] it is
-- played at no cost.
card:when_would("digivolve", function(me)
  local d = fx.choose_one(me, me)
  if not d then return false end
  game.delete(d)
  return game.deletion(d) ~= nil
end, {any = true, turn = "yours", once_per_turn = true, optional = true, reduce = 3,
      condition = function(me, self, c, x) return game.level(game.would_digimon()) == 5 and game.card_level(x) == 6 end})
card:security(function(me, self, c) game.play(c) end)
