package packfile

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/haventable/haventable/engine/pack"
)

// TestSheetEditions measures the import of the items, battle goals,
// personal quests and events of Gloomhaven Secretariat's editions gh, gh2e,
// fh and jotl, read from the data folders under HAVENTABLE_GHS_DATA (a
// player's copy of GHS's data/ folder; nothing of it is in the
// repository): every card in the folder's list files is imported (N/N),
// and the log says how many effects the table plays and how many it keeps
// in words. Skipped when the variable is not set.
func TestSheetEditions(t *testing.T) {
	dir := os.Getenv("HAVENTABLE_GHS_DATA")
	if dir == "" {
		t.Skip("set HAVENTABLE_GHS_DATA to GHS's data/ folder to measure its items, battle goals, personal quests and events")
	}
	for _, ed := range []string{"gh", "gh2e", "fh", "jotl"} {
		t.Run(ed, func(t *testing.T) {
			edDir := filepath.Join(dir, ed)
			p, _, src, err := ReadPath(edDir, nil)
			if err != nil {
				t.Fatal(err)
			}
			if src != Secretariat {
				t.Fatalf("read as %s", src)
			}
			inFile := func(name string) int {
				data, err := os.ReadFile(filepath.Join(edDir, name))
				if os.IsNotExist(err) {
					return 0
				}
				if err != nil {
					t.Fatal(err)
				}
				var list []json.RawMessage
				if err := json.Unmarshal(data, &list); err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				return len(list)
			}
			c := p.SheetCount()
			for _, k := range []struct {
				file string
				got  int
			}{{"items.json", c.Items}, {"battle-goals.json", c.BattleGoals},
				{"personal-quests.json", c.PersonalQuests}, {"events.json", c.Events}} {
				want := inFile(k.file)
				t.Logf("%s %s: %d/%d imported", ed, k.file, k.got, want)
				if k.got != want {
					t.Errorf("%s %s: %d/%d imported", ed, k.file, k.got, want)
				}
			}
			withEffects, effects := 0, 0
			for _, it := range p.Items {
				if len(it.Effects) > 0 {
					withEffects++
				}
				effects += len(it.Effects)
			}
			t.Logf("%s items: %d effects played by the table on %d of %d items, every card's words kept (%d with words)",
				ed, effects, withEffects, c.Items, c.ItemWords)
			t.Logf("%s events: %d outcome effects played, %d kept in words", ed, c.EventPlayed, c.EventWords)
			t.Logf("%s personal quests: %d counters counted by the table, %d by hand", ed, c.Tracked, c.ByHand)
			// what is imported is a pack: written in the own format and
			// read back
			data, err := p.Encode()
			if err != nil {
				t.Fatal(err)
			}
			if _, err := pack.Parse(data); err != nil {
				t.Fatalf("the imported pack does not read back: %v", err)
			}
		})
	}
}
