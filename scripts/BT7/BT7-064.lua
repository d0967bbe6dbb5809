-- DoruGreymon: [When Digivolving] you may place 1 black card with [X-Antibody] in its traits from your
-- hand at the bottom of this Digimon's digivolution cards; if you do, until the end of your opponent's
-- next turn no effect (anyone's) can delete this Digimon or reduce its DP.
-- Inherited: [Your Turn] while this Digimon has [X-Antibody] in its traits, it gains <Security Attack +1>.
local xab = fx.card_trait_has("X Antibody")
card:when_digivolving(function(me, self)
  local c = game.choose(me, fx.cards(game.hand(me), function(x)
    return game.card_has_color(x, "black") and xab(x)
  end), 0, 1, "cards")[1]
  if not c or not game.on_field(self) or not game.put_under(c, self, "bottom") then return end
  game.change(me, self, {forbid = {"be_deleted_by_effects", "be_dp_reduced"}}, "opponents_turn")
end)
local has_xab = fx.trait_has("X Antibody")
card:static{inherited = true, turn = "yours", security_attack = 1, condition = function(me, self) return has_xab(self) end}
