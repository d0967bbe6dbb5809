-- Tide Whistle. ACTIVATE (from the hand at a phase's step 0): Recode 2 (look at
-- your top 2 and put each on the top or the bottom); then draw 1.
return {
  activate = function(me) dbe.recode(me, 2, "after") end,
  after = function(me) dbe.draw(me, 1) end,
}
