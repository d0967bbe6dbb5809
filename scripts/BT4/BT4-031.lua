-- MarineChimairamon: [On Play] you may return 1 of your other Digimon to its owner's hand (its
-- digivolution cards to the trash) to return 1 of the opponent's Digimon with no digivolution cards
-- to its owner's hand. The cost is paid once the chosen Digimon has left the field, also when the
-- rules send it elsewhere than the hand (a token, Q1199; a Digi-Egg-deck card, Q1198).
card:on_play(function(me, self)
  fx.by(me, function()
    local mine = fx.choose_one(me, me, function(d) return d ~= self end)
    if not mine then return false end
    game.bounce(mine)
    return not game.on_field(mine)
  end, function()
    local d = fx.choose_one(me, game.opponent(me), fx.no_sources)
    if d then game.bounce(d) end
  end)
end)
