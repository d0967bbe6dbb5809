-- Firewall Ward (Firewall). Support: the other's Cross has 0 Power.
return { support = function(me) dbe.guard(me, "cross") end }
