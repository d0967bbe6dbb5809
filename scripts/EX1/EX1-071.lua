-- Win Rate: 60%! (a white Option).
-- While its player has a Tamer in play, it can be used without meeting its colour requirements.
-- [Main] for the rest of the turn, the next digivolution of one of its player's Digimon (in the
-- battle area, Q3259; a DNA digivolution too, Q3263; by the rules or by an effect, Q3264) lets them
-- trash 1 Digimon card from the hand sharing a colour with the Digimon digivolving (not with the card
-- it digivolves into, Q3258; any of its colours, Q3262, those effects give it too, Q3260; either
-- Digimon's in a DNA digivolution, Q3263) to make that digivolution cost 4 less. It is that
-- digivolution's "would digivolve" effect, after the digivolving card's own (Q1688), the card trashed
-- only then (Q3261), used up by that digivolution whether a card is trashed or not; a later negation
-- of its effects doesn't stop it (Q1736). The pending effect and where it reaches are the core's
-- (game.next_digivolution; card:when_would's pending).
-- [Security] add this card to its owner's hand.
card:use_requirement(function(me, d) return game.kind(d) == "Tamer" end)

-- The Digimon cards of the hand (not x, the card digivolved into) sharing a colour with the Digimon
-- that would digivolve, or with the other one of a DNA digivolution.
local function trashable(me, x)
  local digimon = {game.would_digimon(), game.would_partner()}
  return fx.cards(game.hand(me), function(h)
    if h == x or game.card_kind(h) ~= "Digimon" then return false end
    for _, col in ipairs(game.card_colors(h)) do
      for _, d in ipairs(digimon) do
        if d ~= 0 and game.has_color(d, col) then return true end
      end
    end
    return false
  end)
end

local next_time = card:when_would("digivolve", function(me, self, c, x)
  local h = game.choose(me, trashable(me, x), 1, 1, "cards")[1]
  if not h then return false end
  game.trash(h)
  return game.card_zone(h) == "trash"
end, {pending = true, optional = true,
      reduce = function(me, self, c, x) return #trashable(me, x) > 0 and 4 or 0 end})
card:main(function(me) game.next_digivolution(me, next_time) end)
card:security(function(me, self, c) game.to_hand(c) end)
