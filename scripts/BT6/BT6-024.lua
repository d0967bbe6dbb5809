-- Mojyamon: [Your Turn] while none of the opponent's Digimon has digivolution cards (none in play
-- counts, Q1417), this Digimon gains <Jamming>. Inherited: [When Attacking] trash the bottom
-- digivolution card of 1 of the opponent's Digimon.
card:static{turn = "yours", keywords = {"jamming"},
  condition = function(me) return #fx.digimon(game.opponent(me), fx.has_sources) == 0 end}
card:when_attacking(function(me)
  local d = fx.choose_one(me, game.opponent(me))
  if d then game.trash_sources(d, 1) end
end, {inherited = true})
