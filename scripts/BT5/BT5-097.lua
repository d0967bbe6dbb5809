-- Absolute Blast: [Main] trash the bottom digivolution card of 1 of your opponent's Digimon; then
-- return 1 of your opponent's Digimon with no digivolution cards (the same one or another, Q1373) to
-- the bottom of its owner's deck. [Security] the same.
local function effect(me)
  local opp = game.opponent(me)
  local d = fx.choose_one(me, opp)
  if d then game.trash_sources(d, 1) end
  local bare = fx.choose_one(me, opp, fx.no_sources)
  if bare then game.return_to_deck(bare, "bottom") end
end
card:main(effect)
card:security(effect)
