package share

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/haventable/haventable/engine"
)

// A device's page token is random, kept beside the devices (0600) over a
// restart of the host, admits only while the device plays characters,
// and is dropped when the device is removed; a phone is added as a device
// of its own.
func TestPageTokens(t *testing.T) {
	tb := newTable(t)
	h := share(t, tb, "127.0.0.1:0")
	phone, err := h.AddPageDevice("phone", []string{"HERO", "nobody"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := h.AddPageDevice("phone", []string{"hero"}); err == nil {
		t.Error("a second device named phone")
	}
	if _, err := h.AddPageDevice(" ", nil); err == nil {
		t.Error("a device with no name")
	}
	token, err := h.PageToken(phone)
	if err != nil || len(token) < 40 {
		t.Fatalf("token %q: %v", token, err)
	}
	if again, _ := h.PageToken(phone); again != token {
		t.Error("a second token for the same device")
	}
	if _, err := h.PageToken("nobody"); err == nil {
		t.Error("a token for a device that never joined")
	}
	dev, rights, ok := h.PagePlayer(token)
	if !ok || dev != phone || len(rights.Characters) != 1 || rights.Characters[0] != "hero" {
		t.Fatalf("the token admits %q %+v %v", dev, rights, ok)
	}
	for _, bad := range []string{"", token[:len(token)-1], token + "x"} {
		if _, _, ok := h.PagePlayer(bad); ok {
			t.Errorf("%q admitted", bad)
		}
	}
	info, err := os.Stat(filepath.Join(tb.dir, pageTokensFile))
	if err != nil || info.Mode().Perm() != 0o600 {
		t.Fatalf("kept: %v %v", info, err)
	}
	// a co-game-master's page is not a player's
	if err := h.SetRights(phone, Rights{Role: RoleGameMaster}); err != nil {
		t.Fatal(err)
	}
	if _, _, ok := h.PagePlayer(token); ok {
		t.Error("the page plays for a co-game-master")
	}
	if err := h.SetRights(phone, Rights{Role: RolePlayers, Characters: []string{"hero"}}); err != nil {
		t.Fatal(err)
	}
	// kept over a restart of the host
	h.Close()
	h = share(t, tb, "127.0.0.1:0")
	if dev, _, ok := h.PagePlayer(token); !ok || dev != phone {
		t.Fatalf("after a restart: %q %v", dev, ok)
	}
	// the page proposes as the device: its rights, the stale check
	if r := h.ProposeAs(phone, h.LastPlayers(), engine.DamageFigure{Figure: "hero", Amount: 1}); r.Error != "" {
		t.Errorf("hero's damage: %+v", r)
	}
	if r := h.ProposeAs(phone, h.LastPlayers()-2, engine.DamageFigure{Figure: "hero", Amount: 1}); !r.Stale {
		t.Errorf("stale: %+v", r)
	}
	if r := h.ProposeAs(phone, h.LastPlayers(), engine.EndRound{}); !r.Denied {
		t.Errorf("the game master's: %+v", r)
	}
	// removed: the token stops at once, for good
	if err := h.SetRights(phone, Rights{Role: RoleRemoved}); err != nil {
		t.Fatal(err)
	}
	if _, _, ok := h.PagePlayer(token); ok {
		t.Error("a removed device's token admitted")
	}
	if r := h.ProposeAs(phone, h.LastPlayers(), engine.HealFigure{Figure: "hero", Amount: 1}); !r.Removed {
		t.Errorf("a removed device's action: %+v", r)
	}
	if err := h.SetRights(phone, Rights{Role: RolePlayers, Characters: []string{"hero"}}); err != nil {
		t.Fatal(err)
	}
	if fresh, err := h.PageToken(phone); err != nil || fresh == token {
		t.Errorf("the device given a role again: token %q %v", fresh, err)
	}
	if _, _, ok := h.PagePlayer(token); ok {
		t.Error("the old token admitted again")
	}
}
