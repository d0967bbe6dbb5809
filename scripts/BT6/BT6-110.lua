-- Cutting Edge: [Main] you may play 1 level 5 or lower [Eosmon] from your hand without paying; then
-- delete 1 of the opponent's Digimon with DP up to the played Digimon's DP, as it is then (raised by
-- a continuous effect too, Q1494); none played, none deleted. [Security] the same.
local function eosmon(c) return game.card_name(c) == "Eosmon" and game.card_kind(c) == "Digimon" and game.card_level(c) <= 5 end
local function effect(me)
  local d = diamond.may_play(me, fx.cards(game.hand(me), eosmon))
  if d and game.on_field(d) then fx.delete(me, {filter = fx.dp_at_most(game.dp(d))}) end
end
card:main(effect)
card:security(effect)
