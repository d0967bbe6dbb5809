-- Hostile Idler: a free [Main] effect without a limit that changes nothing; an AI that likes
-- activating effects would use it for ever (CR 18-3-3: declared, then closed for the turn).
card:activated(function(me) end)
