-- BanchoLillymon: [On Deletion] return 1 of your opponent's suspended Digimon to the bottom of its
-- owner's deck (its digivolution cards to the trash).
card:on_deletion(function(me)
  local d = fx.choose_one(me, game.opponent(me), game.suspended)
  if d then game.return_to_deck(d, "bottom") end
end)
