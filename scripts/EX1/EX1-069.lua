-- Ultimate Connection!: [Main] you may trash 1 level 5 Digimon card with [Cyborg] in its traits from
-- your hand to gain 2 memory and <Draw 1>. [Security] the same.
local cyborg = fx.card_trait_has("Cyborg")
local function effect(me)
  fx.by(me, function()
    local c = game.choose(me, fx.cards(game.hand(me), function(x)
      return game.card_kind(x) == "Digimon" and game.card_level(x) == 5 and cyborg(x)
    end), 1, 1, "cards")[1]
    if not c then return false end
    game.trash(c)
    return true
  end, function()
    game.gain_memory(me, 2)
    game.draw(me, 1)
  end)
end
card:main(effect)
card:security(effect)
