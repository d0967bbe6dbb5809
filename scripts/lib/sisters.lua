-- sisters: the two Awakened Sistermon of BT7 (BT7-082, BT7-083), printed alike.
sisters = {}

-- "[On Play] You may place 1 [PLAIN] from your hand or trash at the bottom of this Digimon's digivolution
-- cards to EFFECT. [On Deletion] Return 1 card with [Jesmon], [Huckmon], or [Sistermon] in its name other
-- than [SELF] from your trash to your hand."
function sisters.awakened(card, plain, own, effect)
  card:on_play(function(me, self)
    local fit = {}
    for _, c in ipairs(game.hand(me)) do fit[#fit + 1] = c end
    for _, c in ipairs(game.trash_cards(me)) do fit[#fit + 1] = c end
    fit = fx.cards(fit, function(c) return game.card_name(c) == plain end)
    if #fit == 0 then return end
    fx.by(me, function()
      return game.put_under(game.choose(me, fit, 1, 1, "cards")[1], self, "bottom")
    end, function() effect(me) end)
  end)
  card:on_deletion(function(me)
    local fit = fx.cards(game.trash_cards(me), function(c)
      local n = game.card_name(c)
      return n ~= own and (string.find(n, "Jesmon", 1, true) or string.find(n, "Huckmon", 1, true) or string.find(n, "Sistermon", 1, true)) ~= nil
    end)
    game.to_hand(game.choose(me, fit, math.min(1, #fit), 1, "cards"))
  end)
end
