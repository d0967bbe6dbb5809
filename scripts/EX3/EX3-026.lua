-- Aegisdramon: [When Digivolving] you may play 1 blue level 3 Digimon card, or 1 Digimon card with
-- [Seadramon] in its name or [Aqua] or [Sea Animal] in one of its traits, from the digivolution cards
-- of 1 of your blue Digimon without paying its memory cost (declined by choosing none).
-- [Opponent's Turn] [Once Per Turn] when your opponent plays a Digimon, you may activate 1 of this
-- Digimon's [When Digivolving] effects (15-15-7: this card's own; no card of the pool has an inherited
-- one). The "you may activate" is asked first.
local function fits(c)
  return (game.card_has_color(c, "blue") and game.card_level(c) == 3) or game.card_name_has(c, "Seadramon")
    or fx.card_trait_has("Aqua")(c) or fx.card_trait_has("Sea Animal")(c)
end
card:when_digivolving(function(me) draconic.play_from_blue_sources(me, fits) end)
card:when("digimon_played", function(me, self, c) game.activate(me, c, "when_digivolving", {optional = true}) end,
  {whose = "opponents", turn = "opponents", once_per_turn = true})
