-- Gulfmon: [When Digivolving] every player trashes cards from their hand until 5 are left: each player
-- chooses their own cards (Q3337), the turn player first, and the cards go together; a hand of 5 or
-- fewer trashes none (Q3339); it activates after the digivolution's draw (Q3338: the core's order).
-- [Your Turn] [Once Per Turn] when an effect of yours trashes a card from your hand, you may unsuspend
-- 1 of your Digimon.
card:when_digivolving(function(me)
  local all = {}
  for _, p in ipairs(fx.players()) do
    local hand = game.hand(p)
    local n = #hand - 5
    if n > 0 then
      for _, c in ipairs(game.choose(p, hand, n, n, "cards")) do all[#all + 1] = c end
    end
  end
  game.trash(all)
end)
card:when("card_trashed", function(me)
  local d = fx.choose_one(me, me)
  if d then game.unsuspend(d) end
end, {whose = "own", turn = "yours", once_per_turn = true, optional = true,
  condition = function(me, self, c, card, f)
    return f.from == "hand" and f.cause == "effect" and game.card_owner(f.by) == me
  end})
