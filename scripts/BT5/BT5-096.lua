-- Supreme Cannon: [Main] return all of your opponent's Digimon with 3000 DP or less to the hand;
-- with a Digimon of yours with [Garurumon] or [Omnimon] in its name, all with 5000 DP or less
-- instead; their digivolution cards to the trash. [Security] the same.
local function effect(me)
  local dp = #game.digimon(me, omni.garurumon_or_omnimon) > 0 and 5000 or 3000
  game.bounce(game.digimon(game.opponent(me), fx.dp_at_most(dp))) -- at the same time
end
card:main(effect)
card:security(effect)
