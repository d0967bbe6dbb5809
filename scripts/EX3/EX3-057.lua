-- Growlmon: digivolves from a card with [Guilmon] in its name for 2 (card data). (As corrected by the
-- erratum) [When Digivolving] delete 1 of your opponent's Digimon with 3000 DP or less; if no Digimon
-- is deleted by this effect, trash the top 2 cards of both players' decks.
-- Inherited: [When Attacking] [Once Per Turn] by deleting 1 of your other Digimon, this Digimon gains
-- <Security Attack +1> for the turn.
card:when_digivolving(function(me) fx.delete_or_trash_decks(me, 3000, 2) end)
card:when_attacking(function(me, self)
  fx.by(me, function()
    local d = fx.choose_one(me, me, function(x) return x ~= self end)
    if not d then return false end
    game.delete(d)
    return game.deletion(d) ~= nil
  end, function() game.change(me, self, {security_attack = 1}) end)
end, {inherited = true, once_per_turn = true})
