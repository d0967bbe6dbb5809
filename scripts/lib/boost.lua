-- boost: the Memory Boost! Options of BT7 (BT7-092, 102, 105): "[Main] EFFECT. Then, place this card in
-- your battle area. [Main] <Delay>: gain 2 memory. [Security] Place this card in its owner's battle area."
boost = {}
function boost.memory_boost(card, effect)
  card:main(function(me, self, c)
    effect(me)
    game.place(c)
  end)
  card:activated(function(me) game.gain_memory(me, 2) end, {delay = true})
  card:security(function(me, self, c) game.place(c) end)
end
