-- Tyrannomon: [When Digivolving] if you don't have a [Taiga] in play, you may play one from your
-- hand without paying. [Your Turn] this Digimon is also treated as green (in the battle area only:
-- not revealed from the deck, Q3192, nor in the breeding area, Q3194; a green level 4 requirement
-- sees it, Q3193). Inherited: [Your Turn] while this Digimon has [Tyrannomon] in its name, +2000 DP.
local function taiga(x) return game.card_name(x) == "Taiga" end
card:when_digivolving(function(me)
  if #game.tamers(me, function(t) return game.name(t) == "Taiga" end) > 0 then return end
  local c = game.choose(me, fx.cards(game.hand(me), taiga), 0, 1, "cards")[1]
  if c then game.play(c) end
end)
card:static{turn = "yours", colors = {"green"}}
card:static{inherited = true, turn = "yours", dp = 2000,
  condition = function(me, self) return game.name_has(self, "Tyrannomon") end}
