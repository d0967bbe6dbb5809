-- Tactical Retreat!: [Main] place 1 of your Digimon face down on top of your security stack; its
-- digivolution cards go to the trash. A move, not a deletion: no [On Deletion] (Q1269). A Digi-Egg
-- card goes to the bottom of the Digi-Egg deck instead and a token ceases to exist: neither is added
-- to the security stack (Q1270, Q1271, Q1272, Q3284: the core's, 3-1-3-9, 4-21-5).
-- [Security] <Recovery +1 (Deck)>.
card:main(function(me)
  local d = fx.choose_one(me, me)
  if d then game.digimon_to_security(d, "top") end
end)
card:security(function(me) game.recovery(me, 1) end)
