-- BanchoMamemon: [When Digivolving] you may reveal the top 3 cards of your deck (Q1749: asked even when
-- your opponent has no Digimon); for each of your opponent's Digimon, you may play 1 Digimon card with
-- [Mamemon] in its name (a (Rule) name counts, Q1744) and a play cost of 10 or less (Q1750) among them
-- without paying (those chosen played together); trash the rest. [All Turns] while you have another
-- Digimon with [Mamemon] in its name in play, this Digimon gets <Security Attack +1>.
local function mamemon(c)
  local cost = game.card_cost(c)
  return game.card_kind(c) == "Digimon" and game.card_name_has(c, "Mamemon") and cost ~= nil and cost <= 10
end
card:when_digivolving(function(me)
  local shown = game.reveal(me, 3)
  local n = #game.digimon(game.opponent(me))
  if n > 0 then game.play_all(game.choose(me, fx.cards(shown, mamemon), 0, n, "cards")) end
  game.trash(fx.cards(shown, function(c) return game.card_zone(c) == "processing" end))
end, {optional = true})
card:static{all_turns = true, security_attack = 1, condition = function(me, self)
  return #fx.digimon(me, function(d) return d ~= self and game.name_has(d, "Mamemon") end) > 0
end}
