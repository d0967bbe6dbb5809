-- Imperialdramon: Fighter Mode: "Digivolve: 2 from a card with [Dragon Mode] in its name" and
-- <Piercing> are card data. [When Digivolving] you may return 1 [Imperialdramon: Dragon Mode] among
-- this Digimon's digivolution cards to the bottom of its owner's deck; if you do, none of your
-- opponent's [Security] effects can activate for the turn. [On Deletion] you may play 1 [Wormmon] and
-- 1 [Veemon] from your trash without paying their costs (together; either alone when only one is there).
local function named(n) return function(c) return game.card_name(c) == n end end
card:when_digivolving(function(me, self)
  local c = game.choose(me, fx.cards(game.source_cards(self), named("Imperialdramon: Dragon Mode")), 0, 1, "cards")[1]
  if not c then return end
  game.move_source(c, "deck_bottom")
  game.cannot(me, game.opponent(me), "activate_security_effects", "turn")
end)
card:on_deletion(function(me)
  local function pick(n) return game.choose(me, fx.cards(game.trash_cards(me), named(n)), 0, 1, "cards")[1] end
  local w, v = pick("Wormmon"), pick("Veemon")
  local both = {}
  if w then both[#both + 1] = w end
  if v then both[#both + 1] = v end
  game.play_all(both)
end)
