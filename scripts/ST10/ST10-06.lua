-- Mastemon: <DNA Digivolution> from a yellow level 5 and a purple level 5 for 0 (card data, 8-2).
-- [When Digivolving] place 1 yellow or purple Digimon card of your trash face down on top of your
-- security stack; if DNA digivolving (only then, Q734), you may search your security stack for 1
-- level 5 or lower Digimon card and play it without paying; then shuffle your security stack
-- (whichever the digivolution, Q734).
local function yellow_or_purple(c)
  return game.card_kind(c) == "Digimon" and (game.card_has_color(c, "yellow") or game.card_has_color(c, "purple"))
end
card:when_digivolving(function(me, self)
  local c = game.choose(me, fx.cards(game.trash_cards(me), yellow_or_purple), 1, 1, "cards")[1]
  if c then game.to_security(c, "top") end
  if game.dna_digivolved(self) then
    local low = fx.cards(game.security_cards(me), function(x)
      return game.card_kind(x) == "Digimon" and (game.card_level(x) or 0) <= 5
    end)
    local p = game.choose(me, low, 0, 1, "cards")[1]
    if p then game.play(p) end
  end
  game.shuffle(me, "security")
end)
-- [All Turns] when you play another Digimon by an effect (a [Security] effect's play too, Q735; not a
-- move out of the breeding area, Q736), delete 1 of the opponent's Digimon whose level is at most the
-- played Digimon's level as it was when the effect triggered (Q737), also once it left (Q738).
card:when("digimon_played", function(me, self, c, d)
  local most = game.level(d) or 0
  local t = fx.choose_one(me, game.opponent(me), function(x) return (game.level(x) or 0) <= most end)
  if t then game.delete(t) end
end, {whose = "own", condition = function(me, self, c, d, f) return d ~= self and f.cause == "effect" end})
