-- SkullMammothmon: <Blocker> (card data). [All Turns] while you have 3 or fewer security cards, this
-- Digimon gets +2000 DP.
card:static{all_turns = true, dp = 2000, condition = function(me) return game.security(me) <= 3 end}
