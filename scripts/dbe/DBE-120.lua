-- Spur Harness. Attachment: while attached, the Digimon has 20 more DP and gained 100 HP when attached (card facts),
-- and at every battle it gets 1st Attack.
return { attached = function(me) dbe.first_attack(me) end }
