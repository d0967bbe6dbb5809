-- Impmon: as this card goes from its owner's deck to the trash, unless the effect of an EX2-039 Impmon
-- sent it there, its owner may send 1, 2 or 3 cards from the top of that deck to the trash (once
-- activated, at least 1 goes, Q3334). [On Play] the 4 top cards of the deck are revealed; a Digimon card
-- naming Beelzemon (a part of the name) and an Ai & Mako among them go to the hand; the others go under
-- the deck, ordered by the player. Inherited: [Your Turn] +3000 DP while the Digimon's name holds Beelzemon.
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
