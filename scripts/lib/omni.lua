-- omni: name conditions printed alike on several cards of BT5 (Battle of Omni).
omni = {}

local NOT_GREYMON = {DoruGreymon = true, BurningGreymon = true, DexDoruGreymon = true}

-- "[Greymon] in its name (other than [DoruGreymon], [BurningGreymon] or [DexDoruGreymon])":
-- the name holds Greymon and is none of the three.
function omni.greymon(name) return string.find(name, "Greymon", 1, true) ~= nil and not NOT_GREYMON[name] end

-- "[Omnimon] or [Greymon] (other than ...) in its name", of a Digimon.
function omni.omnimon_or_greymon(d) return game.name_has(d, "Omnimon") or omni.greymon(game.name(d)) end

-- "[Garurumon] or [Omnimon] in its name", of a Digimon.
function omni.garurumon_or_omnimon(d) return game.name_has(d, "Garurumon") or game.name_has(d, "Omnimon") end

-- "Trash up to n digivolution cards from the bottom of 1 of your opponent's Digimon": `me` chooses
-- the Digimon, then how many (1 to n, 15-10-2-2; asked only when there is a choice); returns it.
function omni.trash_bottom_up_to(me, n)
  local d = fx.choose_one(me, game.opponent(me))
  if not d then return nil end
  local k = math.min(game.sources(d), n)
  if k > 1 then
    local modes = {}
    for i = k, 1, -1 do modes[#modes + 1] = tostring(i) end
    k = tonumber(game.choose_mode(me, modes))
  end
  if k > 0 then game.trash_sources(d, k) end
  return d
end
