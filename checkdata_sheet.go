package main

import (
	"fmt"
	"io"

	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/locales"
)

// printSheetCounts prints, for a pack that holds any, one line each for its
// items, battle goals, personal quests and events ("items: 150"), and one
// line counting their effects played by the table and those kept in words.
func printSheetCounts(w io.Writer, p *pack.Pack, tr *locales.Translator) {
	c := p.SheetCount()
	if c.Items+c.BattleGoals+c.PersonalQuests+c.Events == 0 {
		return
	}
	fmt.Fprintln(w, tr.T("CLICheckDataItems", "Count", c.Items))
	fmt.Fprintln(w, tr.T("CLICheckDataBattleGoals", "Count", c.BattleGoals))
	fmt.Fprintln(w, tr.T("CLICheckDataPersonalQuests", "Count", c.PersonalQuests))
	fmt.Fprintln(w, tr.T("CLICheckDataEvents", "Count", c.Events))
	fmt.Fprintln(w, tr.T("CLICheckDataSheetEffects", "ItemEffects", c.ItemEffects, "ItemWords", c.ItemWords,
		"EventPlayed", c.EventPlayed, "EventWords", c.EventWords, "Tracked", c.Tracked, "ByHand", c.ByHand))
}
