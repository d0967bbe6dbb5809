-- Mirror Shift. Support: your active becomes a Digimon of your hand you pick "as evolved":
-- its stats reset to the new card's printed ones, without it being an evolution.
return {
  support = function(me) dbe.choose(me, dbe.futures(me, "as_evolved"), {next = "shift"}) end,
  shift = function(me, picks)
    for _, card in ipairs(picks) do dbe.as_evolved(me, card) end
  end,
}
