-- Myotismon: [When Digivolving] trash the top 2 cards of your deck; then you may play 1 [Yukio Oikawa]
-- from your trash without paying its cost. Inherited: [On Deletion] if this Digimon has [Myotismon] in
-- its name, you may play 1 [Yukio Oikawa] from your hand or trash, suspended, without paying its cost.
local function yukio(c) return game.card_name(c) == "Yukio Oikawa" end
card:when_digivolving(function(me)
  game.trash(game.deck_top(me, 2))
  local c = game.choose(me, fx.cards(game.trash_cards(me), yukio), 0, 1, "cards")[1]
  if c then game.play(c) end
end)
card:on_deletion(function(me, self)
  if not game.name_has(self, "Myotismon") then return end
  local cands = fx.cards(game.hand(me), yukio)
  for _, c in ipairs(fx.cards(game.trash_cards(me), yukio)) do cands[#cands + 1] = c end
  local c = game.choose(me, cands, 0, 1, "cards")[1]
  if c then game.play(c, 0, {suspended = true}) end
end, {inherited = true})
