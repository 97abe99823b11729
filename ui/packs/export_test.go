package packs

import (
	"bytes"
	"context"
	"testing"

	"github.com/haventable/haventable/engine/pack/packfile"
)

// File › Data packs… › Export…: the pack selected is written in
// Haventable's own format, which the importer reads back as the same pack
// (a group shares the tiles it confirmed, its monster types and loot
// cards with another computer this way); the button waits for a pack to
// be chosen.
func TestExportedPackReadsBackTheSame(t *testing.T) {
	p, env, _ := newDialog(t)
	if !p.export.Disabled() {
		t.Error("Export… is offered with no pack chosen")
	}
	p.editMonster("Cave Rat").save.OnTapped() // a pack of the players' own
	if len(p.packs) != 1 {
		t.Fatalf("packs %+v", p.packs)
	}
	p.list.Select(0)
	if p.export.Disabled() {
		t.Fatal("Export… is not offered for the pack chosen")
	}
	var out bytes.Buffer
	if err := p.writePack(&out, p.packs[0].ID); err != nil {
		t.Fatal(err)
	}
	got, _, source, err := packfile.Read(exportName(p.packs[0].Name), out.Bytes())
	if err != nil || source != packfile.Haventable {
		t.Fatalf("the exported file reads as %q: %v", source, err)
	}
	stored, err := env.Store.Pack(context.Background(), p.packs[0].ID)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := stored.Encode()
	again, _ := got.Encode()
	if !bytes.Equal(want, again) {
		t.Errorf("read back, the pack differs:\n%s\nwant\n%s", again, want)
	}
	if name := exportName("My monsters: 2/3"); name != "My monsters 23.json" {
		t.Errorf("file name %q", name)
	}
}
