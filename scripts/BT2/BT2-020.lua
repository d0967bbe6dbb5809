-- Gallantmon: [When Digivolving] if you have a red Tamer, delete 1 of the opponent's Digimon with
-- 6000 DP or less. [When Attacking] trash 1 of the opponent's security cards for every 10 cards in
-- their trash (trashed, not checked: no [Security] effect, Q999).
local function red_tamer(me) return #fx.tamers(me, fx.colored("red")) > 0 end
card:when_digivolving(function(me) fx.delete(me, {dp = 6000}) end, {condition = red_tamer})
card:when_attacking(function(me)
  local op = game.opponent(me)
  game.trash_security(op, #game.trash_cards(op) // 10)
end)
