-- RizeGreymon: [Your Turn] this Digimon is also yellow (in the battle area only, Q1173, Q1174).
-- [Main] <Digi-Burst 2>: you may play 1 red or yellow Tamer card with a play cost of 4 or less from
-- your hand without paying (Q1175). Inherited: [When Attacking] if you have a Tamer, 1 of the
-- opponent's Digimon gets -2000 DP for the turn.
card:static{turn = "yours", colors = {"yellow"}}
local function tamer(c)
  return game.card_kind(c) == "Tamer" and (game.card_has_color(c, "red") or game.card_has_color(c, "yellow"))
    and (game.card_cost(c) or 0) <= 4
end
card:activated(function(me, self)
  if not game.digi_burst(me, self, 2) then return end
  local c = game.choose(me, fx.cards(game.hand(me), tamer), 0, 1, "cards")[1]
  if c then game.play(c) end
end, {condition = fx.can_digi_burst(2), has = {"digi_burst"}})
-- "If you have a Tamer" is a processing condition: it triggers at the attack whatever is in play and
-- reads it when it activates (15-8-3-9-2, 15-8-3-9-3); unmet, it is not activated (15-6-3).
card:when_attacking(function(me) fx.change_one(me, game.opponent(me), {dp = -2000}) end,
  {inherited = true, activate_if = function(me) return #game.tamers(me) > 0 end})
