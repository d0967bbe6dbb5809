-- Betsumon: [When Digivolving] you may trash 1 card in your hand to have this Digimon also treated,
-- for the turn, as having the trashed card's colours (all of them, Q1729); then, if this Digimon has 2
-- or more colours (Q1728), <Draw 2>.
local colors = {"red", "blue", "yellow", "green", "black", "purple", "white"}
local also = {}
for _, col in ipairs(colors) do also[col] = card:static{granted = true, colors = {col}} end
card:when_digivolving(function(me, self)
  if #game.hand(me) > 0 and game.yes_no(me) then
    local c = game.choose(me, game.hand(me), 1, 1, "cards")[1]
    game.trash(c)
    for _, col in ipairs(colors) do
      -- one change per colour the card prints: each grants one "also treated as" effect (15-13)
      if game.card_has_color(c, col) then game.change(me, self, {effect = also[col]}) end
    end
  end
  if #game.colors(self) >= 2 then game.draw(me, 2) end
end)
