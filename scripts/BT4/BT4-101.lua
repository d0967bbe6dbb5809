-- I'll Drag You In to the Depths!: [Main] for the turn, all of your Digimon gain "[Your Turn] when
-- this Digimon attacks an opponent's Digimon with no digivolution cards, delete that Digimon" (before
-- any block, Q1258; the target, not a blocker, Q1260; a deletion by effect, not in battle, Q1257,
-- Q1261-Q1263; one with digivolution cards at the declaration is not deleted, Q1264). [Security] add
-- this card to its owner's hand.
local function bare_target(me, self)
  local _, target = game.attack()
  return target ~= nil and target ~= 0 and game.sources(target) == 0
end
local drag = card:when_attacking(function(me, self)
  local _, target = game.attack()
  if target and target ~= 0 and game.on_field(target) then game.delete(target) end
end, {granted = true, turn = "yours", condition = bare_target})
card:main(function(me) game.change_all(me, me, "digimon", {effect = drag}, "turn") end)
card:security(function(me, self, c) game.to_hand(c) end)
