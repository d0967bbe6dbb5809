-- Moon Turn. Support: turn your active Digimon over to its other side, if it is a flip card
-- (Glossary: Flip); if it is not, the effect does nothing.
return {
  support = function(me)
    local active = dbe.cards(me, "active", 1)[1]
    if active then dbe.flip(active) end
  end,
}
