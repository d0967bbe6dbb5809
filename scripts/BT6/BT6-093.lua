-- Judgement of the Blade: [Main] for the turn, 1 of your Digimon with [Huckmon] in its name or [Royal
-- Knight] in its type can attack the opponent's unsuspended Digimon (11-2-7-1). [Security] you may
-- play 1 Digimon card with [Sistermon] in its name from your hand or trash without paying; then add
-- this card to its owner's hand.
local unsuspended = card:static{granted = true, allow = {"attack_unsuspended"}}
card:main(function(me)
  local d = fx.choose_one(me, me, diamond.huckmon_or_knight)
  if d then game.change(me, d, {effect = unsuspended}) end
end)
card:security(function(me, self, c)
  local cards = fx.cards(game.hand(me), diamond.sistermon_card)
  for _, x in ipairs(fx.cards(game.trash_cards(me), diamond.sistermon_card)) do cards[#cards + 1] = x end
  diamond.may_play(me, cards)
  game.to_hand(c)
end)
