-- Imperialdramon: Dragon Mode: [When Digivolving] if a Digimon card with [Free] in its traits is among
-- this Digimon's digivolution cards, unsuspend this Digimon and suspend 1 of your opponent's Digimon.
-- [Your Turn] +1000 DP for each colour among its digivolution cards (each colour once, Q3209).
card:when_digivolving(function(me, self)
  if not classic.free_card_under(self) then return end
  game.unsuspend(self)
  local d = fx.choose_one(me, game.opponent(me))
  if d then game.suspend(d) end
end)
local COLORS = {"red", "blue", "yellow", "green", "black", "purple", "white"}
card:static{turn = "yours", dp = function(me, self)
  local n = 0
  for _, col in ipairs(COLORS) do
    if #fx.cards(game.source_cards(self), fx.card_color(col)) > 0 then n = n + 1 end
  end
  return 1000 * n
end}
