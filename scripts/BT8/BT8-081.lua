-- Rasenmon Fury Mode: [End of Attack] optionally, this Digimon digivolves into a [Rasenmon] card of
-- your hand for free, its digivolution requirements disregarded. [End of Your Turn] trash the
-- top card of your security stack. Inherited: [Your Turn] when this card is trashed as a digivolution
-- card by the effect of a [Rasenmon] (that exact name), unsuspend 1 of your Digimon and it gets +3000
-- DP for the turn.
local ignore = {ignore = "requirements"}
local function rasenmon(me, self)
  return fx.cards(game.hand(me), function(c) return game.card_name(c) == "Rasenmon" and game.can_digivolve(c, self, ignore) end)
end
card:end_of_attack(function(me, self)
  local c = game.choose(me, rasenmon(me, self), 1, 1, "cards")[1]
  if c then game.digivolve(c, self, 0, ignore) end
end, {optional = true, condition = function(me, self) return #rasenmon(me, self) > 0 end})
card:end_of_your_turn(function(me) game.trash_security(me, 1) end)
card:when("digivolution_card_trashed", function(me)
  local d = fx.choose_one(me, me)
  if d then
    game.unsuspend(d)
    game.change(me, d, {dp = 3000})
  end
end, {whose = "self", inherited = true, turn = "yours",
  condition = function(me, self, c, s, f) return f.by ~= nil and game.card_name(f.by) == "Rasenmon" end})
