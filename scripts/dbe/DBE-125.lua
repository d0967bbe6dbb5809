-- Eject Pulse. Support: every card the opponent attached to own Digimon is ejected (to its owner's trash); then draw 1.
return {
  support = function(me)
    for _, c in ipairs(dbe.cards(me, "attach")) do
      if dbe.owner(c) ~= me then dbe.eject(c) end
    end
    dbe.draw(me, 1)
  end,
}
