-- SaviorHuckmon: [When Digivolving] for the turn, this Digimon may also attack your opponent's unsuspended
-- Digimon (11-2-7-1). Inherited: [When Attacking] [Once Per Turn] if this Digimon has [Royal Knight] in
-- one of its traits (2-3-2-4), you may play 1 Digimon card with [Sistermon] in its name from your hand
-- or your trash without paying its cost. The "if" is read as the effect would activate (15-8-3-9-2);
-- unmet, it is not activated and its use is kept (15-6-3); the "you may" is asked first, so a declined
-- one spends no use (15-14-1-4).
local unsuspended = card:static{granted = true, allow = {"attack_unsuspended"}}
card:when_digivolving(function(me, self) game.change(me, self, {effect = unsuspended}) end)
card:when_attacking(function(me)
  local cards = fx.cards(game.hand(me), diamond.sistermon_card)
  for _, x in ipairs(fx.cards(game.trash_cards(me), diamond.sistermon_card)) do cards[#cards + 1] = x end
  local c = game.choose(me, cards, math.min(1, #cards), 1, "cards")[1]
  if c then game.play(c) end
end, {inherited = true, once_per_turn = true, optional = true,
      activate_if = function(me, self) return fx.trait_has("Royal Knight")(self) end})
