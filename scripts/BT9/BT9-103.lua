-- Kongou: [Main] until the end of your opponent's turn, your opponent's Digimon with a play cost of 7
-- or less can't attack players (read whenever one would attack), and your opponent's effects can't add
-- cards to security stacks, anyone's (whatever the card, Q1908; the card stays where it was, Q747,
-- Q1960, Q3464). [Security] this card's [Main] effect.
local low = card:static{granted = true, forbid = {"attack_players"}, condition = function(me, self)
  local n = game.cost(self)
  return n ~= nil and n <= 7
end}
local function kongou(me)
  local opp = game.opponent(me)
  game.change_all(me, opp, "digimon", {effect = low}, "opponents_turn")
  game.cannot(me, opp, "add_to_security_by_effects", "opponents_turn")
end
card:main(kongou)
card:security(kongou)
