-- Omnimon Alter-S: [When Digivolving] <De-Digivolve 1> on each of the opponent's Digimon; then delete all of
-- their Digimon with 5000 DP or less. [When Attacking] by returning 1 of its level 6 digivolution cards to the
-- hand, this Digimon can't be blocked for the turn.
local unblockable = card:cannot_be_blocked_by(function() return true end, {granted = true})
card:when_digivolving(function(me)
  local opp = game.opponent(me)
  game.de_digivolve(me, game.digimon(opp), 1) -- one instance on all of them (16-12-1)
  local weak = fx.digimon(opp, fx.deletion_dp_at_most(me, 5000))
  if #weak > 0 then game.delete(weak) end
end)
card:when_attacking(function(me, self)
  local level6 = fx.cards(game.source_cards(self), fx.card_level(6))
  local c = game.choose(me, level6, 1, 1, "cards")[1]
  if not c then return end
  game.move_source(c, "hand")
  game.change(me, self, {effect = unblockable})
end, {optional = true, condition = function(me, self) return #fx.cards(game.source_cards(self), fx.card_level(6)) > 0 end})
