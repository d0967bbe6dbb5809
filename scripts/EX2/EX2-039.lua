-- Impmon: when this card is trashed from your deck, unless an [EX2-039 Impmon]'s effect trashed it, you
-- may trash 1 to 3 cards from the top of your deck (activated, at least 1 is trashed, Q3334).
-- [On Play] reveal the top 4 cards of your deck; add 1 Digimon card with [Beelzemon] in its name and 1
-- [Ai & Mako] among them to your hand; the rest to the bottom in any order.
-- Inherited: [Your Turn] while this Digimon has [Beelzemon] in its name, +3000 DP.
local function not_by_impmon(me, self, c, d, f) return not (f.cause == "effect" and game.card_number(f.by) == "EX2-039") end
card:when("card_trashed", function(me)
  local n = math.min(3, game.deck_count(me))
  if n == 0 then return end
  local modes = {}
  for k = n, 1, -1 do modes[#modes + 1] = tostring(k) end
  local k = n == 1 and 1 or tonumber(game.choose_mode(me, modes))
  game.trash(game.deck_top(me, k))
end, lords.from_deck({optional = true, condition = not_by_impmon}))
local function beelzemon(c) return game.card_kind(c) == "Digimon" and game.card_name_has(c, "Beelzemon") end
local function ai_mako(c) return game.card_name(c) == "Ai & Mako" end
card:on_play(function(me) fx.reveal_each(me, 4, {beelzemon, ai_mako}, {must = true}) end)
card:static{inherited = true, turn = "yours", dp = 3000, condition = function(me, self) return game.name_has(self, "Beelzemon") end}
