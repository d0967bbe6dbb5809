-- Blinding Ray: [Main] trash the top card of your security stack; then gain 2 memory (with no security
-- card too, Q1268).
card:main(function(me)
  game.trash_security(me, 1)
  game.gain_memory(me, 2)
end)
