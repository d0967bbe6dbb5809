-- Ai & Mako: [Start of Your Turn] with 2 memory or fewer, its player's memory becomes 3 (checked as
-- the effect would activate, 15-8-3-9-2). On the player's turn, when any of their Digimon attacks, they
-- may suspend this Tamer to send the deck's top card to the trash; after that, if the attacker is named
-- [Beelzemon] (its name as this effect activates: not [Beelzemon: Blast Mode], Q3351; one an earlier
-- [When Attacking] effect digivolved into [Beelzemon] is, Q797, Q3352), the player may digivolve it
-- into a [Beelzemon: Blast Mode] from the trash, paying 3 (its requirements met as usual). Q3351 is read
-- as being about that digivolution: the text's first step is for any attacker. [Security] it is played
-- at no cost.
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
