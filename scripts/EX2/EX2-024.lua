-- Sakuyamon: [When Digivolving] one Digimon of its player is unsuspended; then, once per Tamer that
-- player has on the field, a Plug-In Option (a part of the name) goes from their trash to their hand
-- (as many as the trash holds, at most one per Tamer, counted as the effect returns them).
-- [Your Turn] (its own, with no once-per-turn limit) once its player has used an Option whose use cost
-- is 2 or higher (Q3319, Q5485, Q5486: kitsune.on_option), one opposing Digimon loses 3000 DP this turn.
card:when_digivolving(function(me)
  local d = fx.choose_one(me, me)
  if d then game.unsuspend(d) end
  local plug = fx.cards(game.trash_cards(me), kitsune.plug_in)
  local n = math.min(#game.tamers(me), #plug)
  if n > 0 then game.to_hand(game.choose(me, plug, n, n, "cards")) end
end)
kitsune.on_option(card, kitsune.weaken(3000), {})
