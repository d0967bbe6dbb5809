-- Anubismon: [When Digivolving] you may play 1 level 3 Digimon card from your trash without paying.
-- [Your Turn] when you play a Digimon from your trash, that Digimon gains <Rush> for the turn (the one
-- its own [When Digivolving] plays too, Q1233; it keeps it if it digivolves, Q1234). Where the play
-- came from is the trigger's f.from.
local function level3(c) return game.card_kind(c) == "Digimon" and game.card_level(c) == 3 end
card:when_digivolving(function(me)
  local c = game.choose(me, fx.cards(game.trash_cards(me), level3), 0, 1, "cards")[1]
  if c then game.play(c) end
end)
card:when("digimon_played", function(me, self, c, d)
  if game.on_field(d) then game.change(me, d, {keywords = {"rush"}}) end
end, {whose = "own", turn = "yours", condition = function(me, self, c, d, f) return f.from == "trash" end})
