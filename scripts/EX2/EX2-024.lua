-- Sakuyamon: [When Digivolving] unsuspend 1 of your Digimon; and for each Tamer you have in play,
-- return 1 Option card with [Plug-In] in its name from your trash to your hand (as many as there are,
-- up to that number of Tamers, counted as the effect returns them).
-- [Your Turn] (its own, not once per turn) when you use an Option card with a use cost of 2 or more
-- (Q3319, Q5485, Q5486: kitsune.on_option), 1 of your opponent's Digimon gets -3000 DP for the turn.
card:when_digivolving(function(me)
  local d = fx.choose_one(me, me)
  if d then game.unsuspend(d) end
  local plug = fx.cards(game.trash_cards(me), kitsune.plug_in)
  local n = math.min(#game.tamers(me), #plug)
  if n > 0 then game.to_hand(game.choose(me, plug, n, n, "cards")) end
end)
kitsune.on_option(card, kitsune.weaken(3000), {})
