-- Megidramon: [Rule] also named ChaosGallantmon (card data). [When Digivolving] delete 1 of your
-- opponent's Digimon with 10000 DP or less (a number the text shows, 15-15-4); one that fits must be
-- chosen (Q3299), even one that can't be deleted (Q3300); if no Digimon was deleted by it (none to
-- choose, or the chosen one stayed, a <Decoy>'s deletion being no deletion by this effect, Q3298,
-- Q3302), trash the top 5 cards of both players' decks. [On Deletion] you may play 1 [Guilmon] and 1
-- [Takato Matsuki] from your hand and/or trash without paying, together.
card:when_digivolving(function(me) fx.delete_or_trash_decks(me, 10000, 5) end)
local function named(name) return function(c) return game.card_name(c) == name end end
card:on_deletion(function(me)
  local pool = {}
  for _, c in ipairs(game.hand(me)) do pool[#pool + 1] = c end
  for _, c in ipairs(game.trash_cards(me)) do pool[#pool + 1] = c end
  local g = game.choose(me, fx.cards(pool, named("Guilmon")), 0, 1, "cards")[1]
  local t = game.choose(me, fx.cards(pool, named("Takato Matsuki")), 0, 1, "cards")[1]
  game.play_all({g, t})
end, {optional = true})
