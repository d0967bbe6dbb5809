-- Angemon (inherited): when attacking, gain 1 memory if you have 4 or more security cards.
card:when_attacking(function(me) if game.security(me) >= 4 then game.gain_memory(me, 1) end end,
  {inherited = true})
