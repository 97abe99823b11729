// Package outpost holds the outpost of a Frosthaven campaign as engine
// state, apart from how it is stored and drawn: the calendar (weeks marked,
// the season of a week, the sections a week names), the supply (lumber,
// metal, hide, the six herbs, gold), morale with its defense bonus,
// prosperity, inspiration, soldiers, the buildings with their levels and
// wrecked state, and the town guard deck with its perks, drawn from a
// seeded source the outpost owns.
//
// Its rules are the ones with numbers: the defense check of an outpost
// attack (DefenseCheck, ResolveAttack), the season of a week (SeasonOf,
// OutpostSeason, RoadSeason), and the costs of building, upgrading,
// repairing and rebuilding (BuildCost, UpgradeCost, RepairCost,
// RebuildCost). docs/outpost.md states each with its source.
//
// The package holds no game data: the buildings (Building definitions),
// the calendar's sections and the town guard perks come from an imported
// data pack (Data), read by engine/outpost/ghsoutpost from Gloomhaven
// Secretariat's files, or from invented fixtures in tests.
package outpost
