-- Death Parade Blaster: [Main] trash up to 2 digivolution cards from the bottom of each of the opponent's
-- Digimon; then, if you have a green Digimon, suspend 1 of the opponent's Digimon with no digivolution cards.
-- [Security] the same.
local function green(d) return game.has_color(d, "green") end
local function effect(me)
  local opp = game.opponent(me)
  for _, d in ipairs(game.digimon(opp)) do
    -- "up to 2": 1 or 2 chosen (15-10-2-2), asked only when both are possible
    if game.sources(d) >= 2 then game.trash_sources(d, game.choose_mode(me, {"2", "1"}) == "2" and 2 or 1)
    elseif game.sources(d) == 1 then game.trash_sources(d, 1) end
  end
  if #fx.digimon(me, green) == 0 then return end
  local d = fx.choose_one(me, opp, fx.no_sources)
  if d then game.suspend(d) end
end
card:main(effect)
card:security(effect)
