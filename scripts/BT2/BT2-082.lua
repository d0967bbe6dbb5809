-- Diaboromon: [When Attacking] you may play 1 [Diaboromon] token (BT2-082-T: a level 6 white
-- Digimon, 3000 DP) without paying. [All Turns] when this Digimon (not a token, Q1032) would be
-- deleted in a battle (a Security Digimon's too, Q1034), you may delete another of your [Diaboromon]
-- (a token too, Q1031) to prevent it.
card:when_attacking(function(me) game.play_token(me, "BT2-082-T") end, {optional = true})
local function others(me, self)
  return fx.digimon(me, function(d) return d ~= self and game.name(d) == "Diaboromon" end)
end
card:when_would("be_deleted_in_battle", function(me, self)
  local d = game.choose(me, others(me, self), 1, 1)[1]
  game.delete(d)
  return not game.on_field(d) -- prevented only if the other one was deleted
end, {optional = true, condition = function(me, self) return #others(me, self) > 0 end})
