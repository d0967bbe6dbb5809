-- Emergency Program Shutdown!: [Main] your opponent can't use Option cards until the end of their
-- next turn. [Security] your opponent can't use Option cards for this turn; then add this card to
-- its owner's hand. Using an Option is not its [Security] effect nor a <Delay> (Q3265, Q3266): the
-- core's prohibition (game.cannot) knows it.
card:main(function(me) game.cannot(me, game.opponent(me), "use_options", "opponents_turn") end)
card:security(function(me, self, c)
  game.cannot(me, game.opponent(me), "use_options", "turn")
  game.to_hand(c)
end)
