-- Startling Thunder: [Main] return 1 of your opponent's level 4 or lower Digimon to the hand. Then, if
-- you have a Digimon with [Jellymon] in its name or with a [Jellymon] (the card of that name, brackets
-- alone name a card: 2-3-1-2; not TeslaJellymon) among its digivolution cards, return 1 of your
-- opponent's Tamers to the hand. [Security] the same.
local function jelly(d)
  return game.name_has(d, "Jellymon") or #fx.cards(game.source_cards(d), function(c) return game.card_name(c) == "Jellymon" end) > 0
end
local function effect(me)
  local d = fx.choose_one(me, game.opponent(me), fx.level_at_most(4))
  if d then game.bounce(d) end
  if #game.digimon(me, jelly) > 0 then
    local t = game.choose(me, game.tamers(game.opponent(me)), 1, 1)[1]
    if t then game.bounce(t) end
  end
end
card:main(effect)
card:security(effect)
