-- Dynasmon: [When Digivolving] you may trash the top card of your security stack (Q1428); if you do
-- (with none to trash it is not activated, Q1429), reveal the top 6 cards of your deck, add up to 2 level 6 or lower
-- Digimon cards among them to your hand and trash the rest. [All Turns] [Once Per Turn] when a card
-- leaves your security stack (that trash too, Q1430), if you have 3 or fewer security cards,
-- <Recovery +1 (Deck)>. The "if" is read as the effect would activate (15-8-3-9-2): copies activate one
-- at a time, and one whose "if" fails after another's recovery is not activated and keeps its use
-- (Q1431, 15-6-3); a [Security] effect of the checked card activates first (Q1432, the core's order).
local function digimon_6(c) return game.card_kind(c) == "Digimon" and (game.card_level(c) or 99) <= 6 end
card:when_digivolving(function(me)
  fx.by(me, function() return game.trash_security(me, 1) > 0 end, function()
    fx.reveal(me, 6, {filter = digimon_6, count = 2, rest = "trash"})
  end)
end, {activate_if = function(me) return game.security(me) > 0 end})
card:when("card_removed_from_security", function(me) game.recovery(me, 1) end,
  {whose = "own", all_turns = true, once_per_turn = true, activate_if = function(me) return game.security(me) <= 3 end})
