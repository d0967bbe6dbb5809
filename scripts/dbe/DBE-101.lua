-- True Surge. Support: your active evolves into a Digimon of your hand you pick that would be
-- a valid evolution by DP (level, type or evo-box name, not abnormal, enough DP); DP stays.
return {
  support = function(me) dbe.choose(me, dbe.futures(me, "valid"), {next = "surge"}) end,
  surge = function(me, picks)
    for _, card in ipairs(picks) do dbe.evolve(me, card, "valid") end
  end,
}
