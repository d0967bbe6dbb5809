-- OmniShoutmon: your [Shoutmon] in the battle area (not the breeding area, Q1291) may digivolve into
-- this card from your hand for a memory cost of 4, ignoring its digivolution requirements, by the
-- rules or by an effect's digivolution (Q1293). Inherited: [Your Turn] while this Digimon has a
-- <Blitz> effect, it gains <Security Attack +1>, whether it attacks with <Blitz> or not (Q1292).
card:digivolve_from(function(me, self, c, d) return game.name(d) == "Shoutmon" end, 4)
card:static{inherited = true, turn = "yours", security_attack = 1,
  condition = function(me, self) return game.has_effect(self, "blitz") end}
