-- CrysPaledramon: [When Digivolving] trash the bottom digivolution card of each of your opponent's
-- Digimon, all at the same time. Inherited: [Your Turn] while your opponent has a Digimon with no
-- digivolution cards, <Security Attack +1>.
card:when_digivolving(function(me) game.trash_sources(game.digimon(game.opponent(me)), 1) end)
card:static{inherited = true, turn = "yours", security_attack = 1,
  condition = function(me) return #game.digimon(game.opponent(me), fx.no_sources) > 0 end}
