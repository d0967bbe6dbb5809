-- Angewomon: when digivolving, if you have 3 or fewer security cards, Recovery +1 (deck).
card:when_digivolving(function(me) if game.security(me) <= 3 then game.recovery(me, 1) end end)
