-- Fitting Kit. Support: Attach H (an attachable card of your choice from your hand to your active); then draw 1.
return {
  support = function(me) dbe.attach(me, "hand", {}, "fitted") end,
  fitted = function(me) dbe.draw(me, 1) end,
}
