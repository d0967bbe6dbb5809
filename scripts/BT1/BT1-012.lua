-- Biyomon (inherited): [Your Turn] when this Digimon is blocked (whatever it attacked, Q877), it
-- gets +2000 DP for the turn (Q875). The bonus is this card's: it ends when the card leaves the
-- Digimon (Q876), so it is given as a continuous effect that holds while this card is in its stack.
local function in_stack(d, c)
  if game.top(d) == c then return true end
  for _, s in ipairs(game.source_cards(d)) do if s == c then return true end end
  return false
end
local boost = card:static{granted = true, dp = 2000, condition = function(me, self, c) return in_stack(self, c) end}
card:when("blocked", function(me, self) game.change(me, self, {effect = boost}, "turn") end,
  {inherited = true, whose = "self", turn = "yours"})
