-- Vikemon: on your turn, while the opponent has a Digimon without digivolution cards, +1000 DP and
-- <Security Attack +1>.
local function bare(me) return #fx.digimon(game.opponent(me), fx.no_sources) > 0 end
card:static{turn = "yours", dp = 1000, security_attack = 1, condition = bare}
