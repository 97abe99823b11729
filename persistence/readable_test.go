package persistence

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine"
)

// TestUnreadableCampaignIsolated checks that a campaign whose scenario in
// progress this build cannot read is found and named with the reason, that
// the other campaigns are not affected, and that it can still be exported
// as stored and deleted.
func TestUnreadableCampaignIsolated(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	good, _ := s.CreateCampaign(ctx, "good")
	newer, _ := s.CreateCampaign(ctx, "from a newer build")
	odd, _ := s.CreateCampaign(ctx, "not a scenario")
	empty, _ := s.CreateCampaign(ctx, "nothing in progress")
	for _, r := range []struct {
		id   int64
		snap *Snapshot
	}{
		{good.ID, snap(1)},
		{newer.ID, &Snapshot{Version: engine.SnapshotVersion + 1, State: snap(2).State}},
		{odd.ID, &Snapshot{Version: 1, State: json.RawMessage(`{"round":2}`)}},
	} {
		if _, err := s.Record(ctx, r.id, Action{Kind: "start-scenario", Scenario: r.snap}); err != nil {
			t.Fatal(err)
		}
	}
	bad, err := s.Unreadable(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(bad) != 2 {
		t.Fatalf("unreadable: %v; want the two", bad)
	}
	for id, want := range map[int64]string{newer.ID: fmt.Sprintf("version %d", engine.SnapshotVersion+1), odd.ID: "scenario snapshot: version 0"} {
		if err := bad[id]; !errors.Is(err, ErrUnreadable) || !strings.Contains(err.Error(), want) {
			t.Errorf("campaign %d: %v; want ErrUnreadable saying %q", id, err, want)
		}
		if err := s.CheckReadable(ctx, id); !errors.Is(err, ErrUnreadable) {
			t.Errorf("CheckReadable(%d) = %v", id, err)
		}
	}
	for _, id := range []int64{good.ID, empty.ID} {
		if err := s.CheckReadable(ctx, id); err != nil {
			t.Errorf("CheckReadable(%d) = %v", id, err)
		}
	}
	// Exported as stored, its snapshot unchanged.
	var buf bytes.Buffer
	if err := s.Export(ctx, newer.ID, &buf); err != nil {
		t.Fatalf("export of the unreadable campaign: %v", err)
	}
	if !bytes.Contains(buf.Bytes(), fmt.Appendf(nil, `"scenario":{"version":%d,`, engine.SnapshotVersion+1)) {
		t.Errorf("export does not hold the snapshot as stored")
	}
	if err := s.DeleteCampaign(ctx, newer.ID); err != nil {
		t.Fatal(err)
	}
	if bad, _ := s.Unreadable(ctx); len(bad) != 1 {
		t.Errorf("after delete: %v", bad)
	}
	// A stored snapshot that does not even decode is unreadable too.
	if _, err := s.db.Exec("UPDATE tables SET scenario = x'07' WHERE campaign_id = ?", good.ID); err != nil {
		t.Fatal(err)
	}
	if err := s.CheckReadable(ctx, good.ID); !errors.Is(err, ErrUnreadable) || !strings.Contains(err.Error(), "codec") {
		t.Errorf("undecodable snapshot: %v", err)
	}
	// It is exported too, as the bytes stored (README: "exported as
	// stored"), with the rest of the campaign; so is a damaged scenario of
	// the log, and a stored state that is not JSON.
	if _, err := s.db.Exec("UPDATE actions SET scenario_key = x'01ffff' WHERE campaign_id = ?", good.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := s.db.Exec("UPDATE tables SET scenario = x'007b' WHERE campaign_id = ?", odd.ID); err != nil {
		t.Fatal(err)
	}
	for id, want := range map[int64][]string{
		good.ID: {`"table":{"scenario":{"version":` + fmt.Sprint(engine.SnapshotVersion) + `,"state":null,"stored":"Bw=="}`, `"scenario_key":{"version":` + fmt.Sprint(engine.SnapshotVersion) + `,"state":null,"stored":"Af//"}`},
		odd.ID:  {`"scenario":{"version":1,"state":null,"stored":"AHs="}`},
	} {
		buf.Reset()
		if err := s.Export(ctx, id, &buf); err != nil {
			t.Fatalf("export of campaign %d with a damaged snapshot: %v", id, err)
		}
		for _, w := range want {
			if !bytes.Contains(buf.Bytes(), []byte(w)) {
				t.Errorf("export of campaign %d lacks %s:\n%s", id, w, excerptOf(buf.String()))
			}
		}
		if _, err := s.Import(ctx, bytes.NewReader(buf.Bytes())); !errors.Is(err, ErrBadExport) {
			t.Errorf("import of an export with a damaged snapshot: %v, want ErrBadExport", err)
		}
	}
}

// excerptOf cuts s for a test message.
func excerptOf(s string) string {
	if len(s) > 600 {
		return s[:600] + "…"
	}
	return s
}
