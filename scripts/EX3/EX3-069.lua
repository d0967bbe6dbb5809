-- Trial of the Four Great Dragons: [Main] <Draw 1>, then place this card in your battle area.
-- [Main] <Delay> (trash it, not the turn it was placed): play 1 Digimon card with [Four Great Dragons] in
-- its traits from your hand without paying; that Digimon can't digivolve to level 7 (a DNA digivolution
-- neither, Q3434; still so if the deletion below was prevented, Q5722), and at the next end of your
-- opponent's turn (erratum: "next") it is deleted (once: Q5722; the same Digimon after a
-- <De-Digivolve>, Q3433; the turn player orders it with the end-of-turn effects, Q5723).
-- [Security] place this card in its owner's battle area.
local great_dragon = fx.card_trait_has("Four Great Dragons")
local no_level_7 = card:digivolve_only(function(me, self, c, x) return game.card_level(x) ~= 7 end, {granted = true})
local delete_it = card:delayed(function(me, self, c, d)
  if game.on_field(d) then game.delete(d) end
end)
card:main(function(me, self, c)
  game.draw(me, 1)
  game.place(c)
end)
card:activated(function(me)
  local cards = fx.cards(game.hand(me), function(x) return game.card_kind(x) == "Digimon" and great_dragon(x) end)
  local x = game.choose(me, cards, #cards > 0 and 1 or 0, 1, "cards")[1]
  local d = x and game.play(x)
  if not d then return end
  game.change(me, d, {effect = no_level_7}, "leaves")
  game.at_end_of("opponents_turn", delete_it, d)
end, {delay = true})
card:security(function(me, self, c) game.place(c) end)
