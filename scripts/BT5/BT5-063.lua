-- Kurisarimon: [When Digivolving] if you have no [Arata Sanada] card on the field, you may play one
-- from your hand without paying (the "if" is a processing condition, read when the effect activates,
-- 15-8-3-9-2, 15-8-3-9-3; the "you may" asked only then). Inherited: [Your Turn] your other Digimon with the same name as this
-- Digimon have <Rush> (lost as soon as a name differs, Q1338).
local function arata(c) return game.card_name(c) == "Arata Sanada" end
local function none(me)
  return #game.tamers(me, function(t) return game.name(t) == "Arata Sanada" end) == 0
    and #game.digimon(me, function(d) return game.name(d) == "Arata Sanada" end) == 0
end
card:when_digivolving(function(me)
  if not none(me) or not game.yes_no(me) then return end
  local c = game.choose(me, fx.cards(game.hand(me), arata), 1, 1, "cards")[1]
  if c then game.play(c) end
end)
card:static{inherited = true, turn = "yours", applies = "own_digimon", keywords = {"rush"},
  condition = function(me, self, c, d) return d ~= self and game.name(d) == game.name(self) end}
