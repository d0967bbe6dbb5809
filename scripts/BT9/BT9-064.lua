-- Grademon: [When Digivolving] reveal the top 3 cards of your deck; add 1 card with [Alphamon] in its
-- name among them to your hand, and place 1 card with [X Antibody] in its traits among them under
-- this Digimon as its bottom digivolution card (as many as there are, the hand first: a card that
-- fits both goes to the hand when it is the only one); trash the rest. Inherited: [End of Attack] if
-- this Digimon has [Alphamon] in its name, delete 1 of your opponent's Digimon with a play cost of
-- 5 or less.
local function alphamon(c) return game.card_name_has(c, "Alphamon") end
local xanti = fx.card_trait_has("X Antibody")
card:when_digivolving(function(me, self)
  local shown = game.reveal(me, 3)
  local picked = fx.pick_each(me, shown, {alphamon, xanti}, true)
  local to_hand, under = picked[1], picked[2]
  if #picked == 1 and not alphamon(picked[1]) then to_hand, under = nil, picked[1] end
  if to_hand then game.to_hand(to_hand) end
  if under then game.put_under(under, self, "bottom") end
  fx.place_revealed(me, shown, "trash")
end)
card:end_of_attack(function(me, self)
  if game.name_has(self, "Alphamon") then fx.delete(me, {filter = function(d) return (game.cost(d) or 99) <= 5 end}) end
end, {inherited = true})
