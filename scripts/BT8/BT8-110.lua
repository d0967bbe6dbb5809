-- Armor Texture!: it may be used without meeting its colour requirements while you have a Digimon with
-- [Armor Form] in its traits. [Main] trash the top card of 1 of your Digimon with [Armor Form] in its
-- traits (not <De-Digivolve>). Then you may digivolve 1 of your Digimon (another one too, Q1789) into
-- a Digimon card in your hand with [Armor Form] in its traits for its digivolution cost, its
-- requirements met (Q1791); if you do, unsuspend that Digimon (only it; none when you don't, Q1790).
-- [Security] optionally, a level 3 Digimon card having the [Free] trait is played for free from your
-- hand or your trash.
local function armor_cards(me, d)
  return fx.cards(game.hand(me), function(c)
    return game.card_kind(c) == "Digimon" and awaken.armor_card(c) and game.can_digivolve(c, d)
  end)
end
card:use_requirement(awaken.armor_use_requirement)
card:main(function(me)
  local d = game.choose(me, game.digimon(me, awaken.armor), 1, 1)[1]
  if d then game.trash_top(d) end
  local t = game.choose(me, game.digimon(me, function(x) return #armor_cards(me, x) > 0 end), 0, 1)[1]
  if not t then return end
  local c = game.choose(me, armor_cards(me, t), 1, 1, "cards")[1]
  if game.digivolve(c, t) then game.unsuspend(t) end
end)
local function free3(c)
  return game.card_kind(c) == "Digimon" and game.card_level(c) == 3 and game.card_has_trait(c, "Free")
end
card:security(function(me) tamers.play_one(me, free3) end)
