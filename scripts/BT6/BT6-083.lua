-- Eosmon: [On Play] you may play 1 white Tamer card with a play cost of 4 or less from your hand
-- without paying; then the opponent may play 1 Tamer card from their hand without paying (also
-- when you played none, Q1469). Inherited: [When Attacking] you may play 1 white Tamer card with a
-- play cost of 4 or less from your hand without paying.
local function white_tamer(c)
  return game.card_kind(c) == "Tamer" and game.card_has_color(c, "white") and (game.card_cost(c) or 0) <= 4
end
local function tamer(c) return game.card_kind(c) == "Tamer" end
card:on_play(function(me)
  diamond.may_play(me, fx.cards(game.hand(me), white_tamer))
  local op = game.opponent(me)
  diamond.may_play(op, fx.cards(game.hand(op), tamer))
end)
card:when_attacking(function(me) diamond.may_play(me, fx.cards(game.hand(me), white_tamer)) end, {inherited = true})
