-- Ai & Mako: [Start of Your Turn] if you have 2 memory or less, set it to 3 (read as the effect would
-- activate, 15-8-3-9-2). [Your Turn] when you attack with a Digimon, you may suspend this Tamer to trash
-- the top card of your deck; then, if the attacking Digimon is [Beelzemon] (named so as this effect
-- activates: not [Beelzemon: Blast Mode], Q3351; one an earlier [When Attacking] effect digivolved into
-- [Beelzemon] is, Q797, Q3352), you may digivolve it into a [Beelzemon: Blast Mode] in your trash for a
-- digivolution cost of 3 (its requirements met as usual). [Security] play this card without paying.
local function low(me) return game.memory(me) <= 2 end
card:start_of_your_turn(function(me) game.set_memory(me, 3) end, {activate_if = low})
card:when("digimon_attacking", function(me, self, c, d)
  if not fx.paid_by_suspending(self) then return end
  game.trash(game.deck_top(me, 1))
  if not (game.on_field(d) and game.name(d) == "Beelzemon") then return end
  local blast = fx.cards(game.trash_cards(me), function(x)
    return game.card_name(x) == "Beelzemon: Blast Mode" and game.can_digivolve(x, d)
  end)
  local x = game.choose(me, blast, 0, 1, "cards")[1]
  if x then game.digivolve(x, d, 3) end
end, {whose = "own", turn = "yours", optional = true, condition = function(me, self) return game.can_suspend(self) end})
card:security(function(me, self, c) game.play(c) end)
