-- BanchoGolemon: <Blocker> (card data). [Opponent's Turn] while the opponent has 3 or more Digimon,
-- this Digimon gets +3000 DP.
card:static{turn = "opponents", dp = 3000, condition = function(me) return #game.digimon(game.opponent(me)) >= 3 end}
