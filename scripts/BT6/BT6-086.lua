-- Eosmon: [When Digivolving] for each Tamer in play (both players'), you may place 1 level 5 or lower
-- [Eosmon] from your trash on top of this Digimon's digivolution cards, in the order you choose; if 2
-- or more were placed, delete 1 of the opponent's Digimon. [Your Turn] <Security Attack +1> for
-- every 3 of this Digimon's digivolution cards.
local function eosmon(c) return game.card_name(c) == "Eosmon" and game.card_kind(c) == "Digimon" and game.card_level(c) <= 5 end
card:when_digivolving(function(me, self)
  local n = #game.tamers(me) + #game.tamers(game.opponent(me))
  local picked = game.choose(me, fx.cards(game.trash_cards(me), eosmon), 0, n, "cards")
  local order = {}
  fx.in_order(me, picked, function(c) order[#order + 1] = c end)
  if #order == 0 or not game.put_under(order, self, "top") then return end
  if #order >= 2 then fx.delete(me, {}) end
end)
card:static{turn = "yours", security_attack = function(me, self) return game.sources(self) // 3 end}
