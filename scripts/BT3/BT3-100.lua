-- Death Parade Blaster: [Main] trash up to 2 digivolution cards from the bottom of each of the opponent's
-- Digimon; then, if you have a green Digimon, suspend 1 of the opponent's Digimon with no digivolution cards.
-- [Security] the same.
local function green(d) return game.has_color(d, "green") end
local function effect(me)
  local opp = game.opponent(me)
  local cards = {}
  for _, d in ipairs(game.digimon(opp)) do
    -- "up to 2": 1 or 2 chosen (15-10-2-2), asked only when both are possible
    local n = math.min(game.sources(d), 2)
    if n == 2 and game.choose_mode(me, {"2", "1"}) == "1" then n = 1 end
    for i = 1, n do cards[#cards + 1] = game.source_cards(d)[i] end -- from the bottom
  end
  game.move_source(cards, "trash") -- all at the same time (4-27-5)
  if #fx.digimon(me, green) == 0 then return end
  local d = fx.choose_one(me, opp, fx.no_sources)
  if d then game.suspend(d) end
end
card:main(effect)
card:security(effect)
