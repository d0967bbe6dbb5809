-- Back for Revenge!: [Main] 1 of your Digimon gains "[On Deletion] play this card (its top card) without
-- paying; the [On Play] effects of the Digimon played by this don't activate" for the turn.
local revenge = card:on_deletion(function(me, self, c, top) game.play(top, nil, {on_play = false}) end, {granted = true})
card:main(function(me) fx.change_one(me, me, {effect = revenge}) end)
