-- Azulongmon: [When Digivolving] trash the bottom digivolution card of every one of the opponent's
-- Digimon (at the same time); then gain 1 memory for each of the opponent's Digimon with no
-- digivolution cards. [Your Turn] <Security Attack +1> for each of the opponent's Digimon with no
-- digivolution cards.
local function bare(me) return #fx.digimon(game.opponent(me), fx.no_sources) end
card:when_digivolving(function(me)
  game.trash_sources(game.digimon(game.opponent(me)), 1)
  game.gain_memory(me, bare(me))
end)
card:static{turn = "yours", security_attack = function(me) return bare(me) end}
