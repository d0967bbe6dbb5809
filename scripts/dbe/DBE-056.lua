-- Ember Mastery (on top of the Destiny Zone, in force all game). Passive: its owner's
-- attacks have 20 more Power (card facts). End Phase: its owner recovers 20 HP.
return { end_phase = function(me) dbe.recover(me, 20) end }
