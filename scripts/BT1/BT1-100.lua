-- Grace Cross Freezer: [Main] until the end of the opponent's next turn, the opponent's Digimon
-- with no digivolution cards can't attack. [Security] the same, for the turn. The change reaches
-- all of the opponent's Digimon, later ones too, and whether one has digivolution cards is asked
-- whenever it would attack: one that gains some can attack (Q965).
local frozen = card:static{granted = true, forbid = {"attack"},
  condition = function(me, self) return game.sources(self) == 0 end}
local function freeze(until_)
  return function(me) game.change_all(me, game.opponent(me), "digimon", {effect = frozen}, until_) end
end
card:main(freeze("opponents_turn"))
card:security(freeze("turn"))
