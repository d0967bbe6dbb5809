-- Diaboromon: [When Digivolving] you may play 1 [Diaboromon] token (BT2-082-T: level 6, white,
-- 3000 DP, Mega, Unidentified, Unknown; a white Digimon for colour requirements, Q1353) without
-- paying.
card:when_digivolving(function(me) game.play_token(me, "BT2-082-T") end, {optional = true})
