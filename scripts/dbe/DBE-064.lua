-- Firewall Screen (Firewall). Support: the other's Circle has 0 Power.
return { support = function(me) dbe.guard(me, "circle") end }
