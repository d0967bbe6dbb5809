-- Infermon: your [Keramon] in the battle area (not the breeding area, Q1342) can digivolve into this
-- card from the hand for 4, ignoring its requirements (by an effect's digivolution too, Q1344).
-- Inherited: [On Deletion] you may play 1 [Diaboromon] token (BT2-082-T: level 6, white, 3000 DP,
-- Mega, Unidentified, Unknown) without paying.
card:digivolve_from(function(me, self, c, d) return game.name(d) == "Keramon" end, 4)
card:on_deletion(function(me) game.play_token(me, "BT2-082-T") end, {inherited = true, optional = true})
