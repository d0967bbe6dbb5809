-- Lavogaritamon: [On Play] delete 1 of your opponent's Digimon with 5000 DP or less. Then you may play
-- 1 [Hina Kurihara] from your hand without paying the cost (choosing none declines).
-- Inherited: [All Turns] [Once Per Turn] when an opponent's Digimon is deleted, if this Digimon has an
-- [On Play] effect (game.has_effect: its top card's own, an inherited or a granted one), gain 1 memory.
-- The "if" is read as the effect would activate (15-8-3-9-2).
card:on_play(function(me)
  fx.delete(me, {dp = 5000})
  local hina = fx.cards(game.hand(me), function(c) return game.card_name(c) == "Hina Kurihara" end)
  local c = game.choose(me, hina, 0, 1, "cards")[1]
  if c then game.play(c) end
end)
card:when("digimon_deleted", function(me) game.gain_memory(me, 1) end, {whose = "opponents", inherited = true,
  once_per_turn = true, activate_if = function(me, self) return game.has_effect(self, "on_play") end})
