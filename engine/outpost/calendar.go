package outpost

import "fmt"

// Season is a season of the Frosthaven calendar.
type Season string

// The two seasons.
const (
	Summer Season = "summer"
	Winter Season = "winter"
)

// Calendar bounds: a season is ten weeks, a year a summer and a winter, the
// campaign's calendar four years.
const (
	WeeksPerSeason = 10
	WeeksPerYear   = 2 * WeeksPerSeason
	CalendarWeeks  = 4 * WeeksPerYear
)

// SeasonOf is the season of calendar week week (1 is the first box): weeks
// 1–10 of each year are summer, 11–20 winter. Week 0 (no box marked yet,
// the campaign's start) is summer.
func SeasonOf(week int) Season {
	if week <= 0 {
		return Summer
	}
	if (week-1)%WeeksPerYear < WeeksPerSeason {
		return Summer
	}
	return Winter
}

// OutpostSeason is the season of the outpost event drawn once week marked
// has been marked by the passage of time: the season the calendar shows,
// the week just marked.
func OutpostSeason(marked int) Season { return SeasonOf(marked) }

// RoadSeason is the season of the road event drawn when the last week
// marked is marked: the season of the next unmarked box. On the last week
// of summer it is winter already (the summer→winter change).
func RoadSeason(marked int) Season { return SeasonOf(marked + 1) }

// checkWeek refuses a week outside the calendar.
func checkWeek(week int) error {
	if week < 0 || week > CalendarWeeks {
		return fmt.Errorf("week %d is out of 0..%d", week, CalendarWeeks)
	}
	return nil
}
