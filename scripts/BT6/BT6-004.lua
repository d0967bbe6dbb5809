-- Pinamon (inherited): [When Attacking] [Once Per Turn] if the attack was declared on one of your
-- opponent's Digimon, <Draw 1>. The "if" is read as the effect would activate (15-8-3-9-2): an attack
-- declared on the player does not meet it, even once a Digimon blocks it (Q1400); unmet, the effect
-- is not activated and its use is kept (15-6-3, 15-14-1-4).
card:when_attacking(function(me) game.draw(me, 1) end,
  {inherited = true, once_per_turn = true, activate_if = function()
    local _, target = game.attack()
    return target ~= nil and target ~= 0
  end})
