-- Guilmon: [Your Turn] while the opponent has a level 6 or higher Digimon, this Digimon may digivolve
-- into a [Gallantmon] of your hand for 4 memory, ignoring its requirements: a permission of the
-- Digimon on the field (card:digivolve_into), by the rules or by an effect's digivolution (Q682).
local function opponent_high(me)
  return #game.digimon(game.opponent(me), function(d) return (game.level(d) or 0) >= 6 end) > 0
end
card:digivolve_into(function(me, self, c, x) return game.card_name(x) == "Gallantmon" end, 4,
  {turn = "yours", condition = opponent_high})
-- Inherited: [Your Turn] [Once Per Turn] when one of the opponent's Digimon is deleted, <Draw 1>.
-- Deleted together with it, this card is in the trash by then and does not activate (Q681, 15-4-4-3).
card:when("digimon_deleted", function(me) game.draw(me, 1) end,
  {inherited = true, turn = "yours", once_per_turn = true, whose = "opponents"})
