package outpost

// MaxMorale is the top of the morale track; morale is never below 0.
const MaxMorale = 20

// MoraleDefense is the defense bonus of the morale track at morale m:
// 0–2 −10, 3–4 −5, 5–7 0, 8–10 +5, 11–13 +10, 14–20 +15 (the campaign
// sheet's morale track; docs/outpost.md).
func MoraleDefense(m int) int {
	switch {
	case m < 3:
		return -10
	case m < 5:
		return -5
	case m < 8:
		return 0
	case m < 11:
		return 5
	case m < 14:
		return 10
	}
	return 15
}

// prosperityMarks are the marks on the prosperity track at which levels 2
// to 9 begin (the campaign sheet's prosperity track).
var prosperityMarks = []int{6, 15, 27, 42, 60, 81, 105, 132}

// ProsperityLevel is the prosperity level of marks prosperity marks (1 to
// 9).
func ProsperityLevel(marks int) int {
	level := 1
	for _, m := range prosperityMarks {
		if marks >= m {
			level++
		}
	}
	return level
}

// ProsperityFloor is the fewest marks a prosperity loss leaves of marks:
// the numbered box of the level reached (0 at level 1). Rulebook p. 54,
// the campaign sheet's prosperity track: "When the party receives "-X
// prosperity," erase the previous X boxes, but never erase a numbered box
// or further."
func ProsperityFloor(marks int) int {
	floor := 0
	for _, m := range prosperityMarks {
		if marks >= m {
			floor = m
		}
	}
	return floor
}

// LoseProsperity is marks less lose, never below ProsperityFloor(marks)
// (rulebook p. 54).
func LoseProsperity(marks, lose int) int {
	return max(ProsperityFloor(marks), marks-max(0, lose))
}

// BarracksCapacity is how many soldiers a barracks of level holds (0 with
// no barracks): 4, 6, 8, 10 (the barracks' card).
func BarracksCapacity(level int) int {
	if level <= 0 {
		return 0
	}
	return 2 + 2*min(level, 4)
}

// SoldierReduction is how much each soldier lost for a defense check
// lowers the attack value with a barracks of level: 5, 15, 25, 35 (the
// barracks' card, "advantage and -5 attack" at level 1 for a soldier;
// rulebook p. 61, the reduction is "based on the level of the Barracks and
// the number of soldiers lost": N soldiers lower it N times as much).
func SoldierReduction(level int) int {
	if level <= 0 {
		return 0
	}
	return 10*min(level, 4) - 5
}
