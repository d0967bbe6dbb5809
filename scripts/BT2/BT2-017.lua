-- WarGrowlmon: [When Digivolving] if you have a red Tamer, delete 1 of the opponent's Digimon with
-- 3000 DP or less. Inherited: on your turn, +1000 DP while the opponent has 5 or more cards in their trash.
local function red_tamer(me) return #fx.tamers(me, fx.colored("red")) > 0 end
card:when_digivolving(function(me) fx.delete(me, {dp = 3000}) end, {condition = red_tamer})
card:static{inherited = true, turn = "yours", dp = 1000,
  condition = function(me) return #game.trash_cards(game.opponent(me)) >= 5 end}
