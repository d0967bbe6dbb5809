-- Ordinemon: DNA digivolves from a purple level 6 and a yellow level 6 for 0 (card data). [When
-- Digivolving] if DNA digivolving, delete 1 of your opponent's level 6 or higher Digimon and all of
-- their level 5 or lower Digimon (together); <Recovery +1 (Deck)> for each Digimon deleted.
-- [On Deletion] you may trash your top security card to play this card from the trash without paying
-- (alone, its digivolution cards stay in the trash, Q1877; a new Digimon, Q1878).
card:when_digivolving(function(me, self)
  if not game.dna_digivolved(self) then return end
  local opp = game.opponent(me)
  local list = fx.choose(me, opp, 1, function(d) return (game.level(d) or 0) >= 6 end)
  for _, d in ipairs(game.digimon(opp, function(d) return (game.level(d) or 99) <= 5 end)) do list[#list + 1] = d end
  if #list == 0 then return end
  game.delete(list)
  local n = #fx.cards(list, function(d) return not game.on_field(d) end)
  if n > 0 then game.recovery(me, n) end
end)
card:on_deletion(function(me, self, c, top)
  fx.by(me, function() return game.trash_security(me, 1) == 1 end, function() game.play(top) end)
end)
