-- Catastrophe Cannon: [Main] <De-Digivolve 2> on 1 of your opponent's Digimon; then, if you have a
-- [Diaboromon] (a token too, Q1378), you may play 1 [Diaboromon] token (BT2-082-T) without paying
-- (also with no Digimon to de-digivolve, Q1377). [Security] the same.
local function effect(me)
  fx.de_digivolve_one(me, 2)
  if #game.digimon(me, function(d) return game.name(d) == "Diaboromon" end) > 0 and game.yes_no(me) then
    game.play_token(me, "BT2-082-T")
  end
end
card:main(effect)
card:security(effect)
