-- Imperialdramon: Paladin Mode: when one of your Digimon would digivolve into this card in your hand,
-- you may return 1 white level 7 Digimon card from your trash to the bottom of your deck to reduce the
-- digivolution cost by 4. [When Digivolving] [When Attacking] you may return 1 card printed in 2
-- colours from this Digimon's digivolution cards to the bottom of its owner's deck to trash all of the
-- digivolution cards of 1 of the opponent's Digimon; then return all of the opponent's Digimon with no
-- digivolution cards to the bottom of their owner's deck in the order you choose.
local function white7(c)
  return game.card_kind(c) == "Digimon" and game.card_has_color(c, "white") and game.card_level(c) == 7
end
card:when_would("digivolve", function(me)
  local c = game.choose(me, fx.cards(game.trash_cards(me), white7), 1, 1, "cards")[1]
  return c ~= nil and game.to_deck(c, "bottom") and true or false
end, {from = "hand", optional = true, reduce = 4,
      condition = function(me) return #fx.cards(game.trash_cards(me), white7) > 0 end})
local function effect(me, self)
  local opp = game.opponent(me)
  local two = fx.cards(game.source_cards(self), awaken.two_color_card)
  if #two > 0 then
    fx.by(me, function()
      game.move_source(game.choose(me, two, 1, 1, "cards")[1], "deck_bottom")
      return true
    end, function()
      local d = fx.choose_one(me, opp)
      if d then game.trash_sources(d, "all") end
    end)
  end
  game.return_to_deck(fx.ordered(me, game.digimon(opp, fx.no_sources)), "bottom") -- the first picked goes to the bottom first
end
card:when_digivolving(effect)
card:when_attacking(effect)
