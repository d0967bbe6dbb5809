-- standard: the official rules (Comprehensive Rules 4.2) with the current
-- restrictions: banned cards, and cards restricted to 1 copy (facts from the
-- official restriction list, latest change 2026-04-04).
return {
  name = "standard",
  deck = {
    main = 50, eggs_max = 5, copies = 4,
    banned = {
      "BT2-090", "BT5-109", "EX5-065",
    },
    restricted = {
      "BT1-090", "BT10-009", "BT10-080", "BT11-033", "BT11-064", "BT13-012", "BT13-110",
      "BT14-002", "BT14-084", "BT15-057", "BT15-102", "BT16-011", "BT17-069", "BT19-040",
      "BT2-047", "BT2-069", "BT23-032", "BT3-054", "BT3-092", "BT3-103", "BT4-104", "BT4-111",
      "BT6-100", "BT6-104", "BT7-038", "BT7-064", "BT7-069", "BT7-072", "BT7-107", "BT9-098",
      "EX1-021", "EX1-068", "EX2-039", "EX2-070", "EX3-057", "EX4-006", "EX4-030", "EX5-015",
      "EX5-018", "EX5-059", "EX5-061", "EX5-062", "P-008", "P-025", "P-123", "P-130", "ST2-13",
      "ST9-09",
    },
    -- Banned pairs may not be in one deck together. The restriction list
    -- marks EX2-007 and EX7-064 as a banned pair (same date); it also marks
    -- BT20-037 but does not name its partner, so that one is not enforced.
    banned_pairs = {{"EX2-007", "EX7-064"}},
  },
  game = {hand = 5, security = 5, memory_cap = 10, pass_memory = 3, redraw = true},
}
