-- RagnaLoardmon: <Security Attack +1>, <Reboot> (card data). [When Digivolving] you may put 1
-- [Durandamon] or [BryweLudramon] from your hand right under this card, as its top digivolution
-- card (Q1059), to gain 3 memory (optional: Q1058).
local function named(c)
  local n = game.card_name(c)
  return n == "Durandamon" or n == "BryweLudramon"
end
card:when_digivolving(function(me, self)
  local c = game.choose(me, fx.cards(game.hand(me), named), 1, 1, "cards")[1]
  if c and game.on_field(self) then
    game.put_under(c, self, "top")
    game.gain_memory(me, 3)
  end
end, {optional = true})
