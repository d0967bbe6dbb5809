-- Plesiomon: [When Digivolving] you may play 1 blue level 3 Digimon card, or 1 level 4 or lower Digimon
-- card with [Aqua] or [Sea Animal] in one of its traits, from the digivolution cards of 1 of your blue
-- Digimon without paying its memory cost. Then you may place 1 blue Digimon card from your hand under
-- this Digimon as its bottom digivolution card (each "you may" declined by choosing none).
-- Inherited: [All Turns] [Once Per Turn] when you play a Digimon from digivolution cards, you may
-- return 1 of your opponent's Digimon of the played one's level to the bottom of its owner's deck. A
-- card placed under it after such a play did not see it (Q2109).
local function aqua(c) return fx.card_trait_has("Aqua")(c) or fx.card_trait_has("Sea Animal")(c) end
local function fits(c)
  local level = game.card_level(c) or 0
  return (game.card_has_color(c, "blue") and level == 3) or (level <= 4 and aqua(c))
end
card:when_digivolving(function(me, self)
  draconic.play_from_blue_sources(me, fits)
  local blue = fx.cards(game.hand(me), function(c) return game.card_kind(c) == "Digimon" and game.card_has_color(c, "blue") end)
  local c = game.choose(me, blue, 0, 1, "cards")[1]
  if c and game.on_field(self) then game.put_under(c, self, "bottom") end
end)
card:when("digimon_played", function(me, self, c, d)
  local d2 = fx.choose_one(me, game.opponent(me), function(x) return game.level(x) == game.level(d) end)
  if d2 then game.return_to_deck(d2, "bottom") end
end, {whose = "own", inherited = true, once_per_turn = true, optional = true,
  condition = function(me, self, c, d, f) return f.from == "battle area" end})
