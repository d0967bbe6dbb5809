-- WarGreymon (X Antibody): digivolves from [WarGreymon] for 1 (card data). [All Turns] when a card
-- leaves your opponent's security stack, gain 1 memory (after a checked card's [Security] effect, and
-- before the battle with a Security Digimon: Q1811, the core's order). [End of Attack] [Once Per Turn]
-- if a card named [WarGreymon] or [X Antibody] is among this Digimon's digivolution cards (not the
-- trait, Q1810), delete 1 of your opponent's Digimon with DP up to this Digimon's DP (a bound the text
-- shows as no number: not raised, 15-15-4-3, Q1800). The "if" is read as the effect would activate
-- (15-8-3-9-2); unmet, it is not activated and its use is kept (15-6-3).
card:when("card_removed_from_security", function(me) game.gain_memory(me, 1) end, {whose = "opponents", all_turns = true})
card:end_of_attack(function(me, self)
  local d = fx.choose_one(me, game.opponent(me), fx.dp_at_most(game.dp(self)))
  if d then game.delete(d) end
end, {once_per_turn = true, activate_if = function(me, self) return xab.under(self, "WarGreymon") end})
