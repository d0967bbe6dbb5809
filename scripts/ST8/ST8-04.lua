-- Veemon: [Your Turn] while the opponent has a level 6 or higher Digimon, this Digimon may digivolve
-- into an [UlforceVeedramon] of your hand for 4 memory, ignoring its requirements: a permission of the
-- Digimon on the field (card:digivolve_into), by the rules or by an effect's digivolution (Q697).
local function opponent_high(me)
  return #game.digimon(game.opponent(me), function(d) return (game.level(d) or 0) >= 6 end) > 0
end
card:digivolve_into(function(me, self, c, x) return game.card_name(x) == "UlforceVeedramon" end, 4,
  {turn = "yours", condition = opponent_high})
-- Inherited: [When Attacking] if you have 7 or fewer cards in your hand, <Draw 1>. "If" is a
-- processing condition, read when the effect activates (15-8-3-9), as ST8-05's: unmet, it is not
-- activated (15-6-3).
card:when_attacking(function(me) game.draw(me, 1) end,
  {inherited = true, activate_if = function(me) return #game.hand(me) <= 7 end})
