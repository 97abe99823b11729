package sharing

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"net"
	"os"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/persistence"
	"github.com/haventable/haventable/persistence/play"
	"github.com/haventable/haventable/persistence/share"
)

// Join plays the table shared at address (host:port) with the join code:
// the window shows the host's table as it changes, and every action done
// here is proposed to the host. A window the host has not let in yet asks
// to join and waits for the host's word (2 min here; File › Join a
// table… waits longer, with a Cancel). The window keeps its copy of the table as
// it takes it in a campaign of its own database made for that table
// (named after the host's), to open after leaving; its other campaigns
// are left as they are; Undo and the campaign's screens wait until the
// window leaves. as are the characters this window asks to play (IDs or
// names); the host decides.
func (s *Sharing) Join(address, code string, as ...string) error {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	j, err := s.connectJoin(ctx, address, code, nil, as...)
	if err != nil {
		return err
	}
	s.playJoined(j)
	return nil
}

// connectJoin joins the table at address (off the UI goroutine): the
// device's key is kept beside the database; waiting is called when the
// host has the request and has not said yet.
func (s *Sharing) connectJoin(ctx context.Context, address, code string, waiting func(), as ...string) (*joined, error) {
	key, err := share.LoadKey(s.deps.DBPath + ".device-key")
	if err != nil {
		return nil, err
	}
	j := &joined{address: address, connected: true}
	c, err := share.Join(ctx, share.JoinOptions{
		Address: address, Code: code, Device: s.deviceName(), As: as, Key: key, OnWaiting: waiting,
		// the players keep the table as they last saw it, in a campaign of
		// this window's own database made for it
		Keep: s.env().Store,
		KeepName: func(host string) string {
			if host == "" {
				host = address
			}
			return s.tr().T("JoinCopyName", "Name", host)
		},
		OnChange: func() {
			s.onUI(func() {
				if s.joined == j {
					s.env().Table.Changed(play.Change{Scenario: true})
					s.deps.RoleChanged()
				}
			})
		},
		OnStatus: func(connected bool) {
			s.onUI(func() {
				if s.joined == j {
					j.connected = connected
					s.deps.StatusChanged()
				}
			})
		},
	})
	switch {
	case errors.Is(err, share.ErrRefused):
		return nil, errors.New(s.tr().T("JoinRefusedByHost"))
	case err != nil:
		return nil, err
	}
	j.client = c
	return j, nil
}

// playJoined makes the window play the joined table (on the UI goroutine).
func (s *Sharing) playJoined(j *joined) {
	if s.joined != nil {
		s.Leave()
	}
	s.Stop()
	s.joined = j
	s.env().Table.SetRemote(remoteTable{c: j.client, s: s, j: j})
	s.deps.RoleChanged()
}

// SeesHidden reports whether this window may see the hidden rooms: not
// when it plays a joined table as a player or a watcher.
func (s *Sharing) SeesHidden() bool {
	return s.joined == nil || s.joined.client.Rights().Role == share.RoleGameMaster
}

// Leave leaves the joined table: the window plays its own campaign again.
func (s *Sharing) Leave() {
	if s.joined == nil {
		return
	}
	j := s.joined
	s.joined = nil
	j.client.Close()
	s.env().Table.SetRemote(nil)
	s.deps.RoleChanged()
	if _, err := j.client.Kept(); err != nil {
		s.env().ShowError(s.tr().T("JoinCopyFailedTitle"), errors.New(s.tr().T("JoinCopyFailed", "Error", err)))
	}
}

// joinedStep is Undo or Redo in a window that joined a table: a
// co-game-master's, proposed to the host, which undoes or redoes its last
// action; a player's device is told it is the game master's.
func (s *Sharing) joinedStep(undo bool) {
	c := s.joined.client
	if c.Rights().Role != share.RoleGameMaster {
		s.env().ShowError(s.tr().T("JoinRefusedTitle"), errors.New(s.tr().T("JoinNotYoursGameMaster")))
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	seq, err := c.Step(ctx, undo)
	if err == nil {
		err = c.Wait(ctx, seq)
	}
	switch {
	case err == nil:
	case errors.Is(err, persistence.ErrNothingToUndo):
		s.deps.Flash(s.tr().T("NothingToUndo"))
	case errors.Is(err, persistence.ErrNothingToRedo):
		s.deps.Flash(s.tr().T("NothingToRedo"))
	case errors.Is(err, share.ErrStale):
		s.env().ShowError(s.tr().T("JoinRefusedTitle"), errors.New(s.tr().T("JoinStale")))
	case errors.Is(err, share.ErrRemoved):
		s.env().ShowError(s.tr().T("JoinRefusedTitle"), errors.New(s.tr().T("JoinRemoved")))
	case errors.Is(err, share.ErrNotAllowed):
		s.env().ShowError(s.tr().T("JoinRefusedTitle"), errors.New(s.tr().T("JoinNotYoursGameMaster")))
	case errors.Is(err, share.ErrAway):
		s.env().ShowError(s.tr().T("JoinRefusedTitle"), errors.New(s.tr().T("JoinNoAnswer")))
	case errors.Is(err, context.DeadlineExceeded): // sent: perhaps done later
		s.env().ShowError(s.tr().T("JoinNotAnsweredYetTitle"), errors.New(s.tr().T("JoinNotAnsweredYet")))
	default:
		what := share.StepUndo
		if !undo {
			what = share.StepRedo
		}
		if words, ok := hostRefusal(s.tr(), what, err); ok {
			err = words
		}
		s.env().ShowError(s.tr().T("DialogUndoTitle"), err)
	}
}

// joinWaiting joins the table at address off the UI goroutine, saying
// meanwhile that the window waits for the host to let it in, with a
// Cancel; the window plays the table once the host said yes.
func (s *Sharing) joinWaiting(address, code string) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	msg := widget.NewLabel(s.tr().T("JoinConnecting", "Address", address))
	msg.Wrapping = fyne.TextWrapWord
	wait := dialog.NewCustom(s.tr().T("JoinTitle"), s.tr().T("DialogCancel"), container.NewPadded(msg), s.env().Window)
	wait.SetOnClosed(cancel)
	wait.Resize(fyne.NewSize(460, 0))
	wait.Show()
	go func() {
		j, err := s.connectJoin(ctx, address, code, func() {
			s.onUI(func() { msg.SetText(s.tr().T("JoinWaitingForHost")) })
		})
		s.onUI(func() {
			cancelled := errors.Is(ctx.Err(), context.Canceled) // Cancel pressed
			wait.Hide()
			switch {
			case err == nil && !cancelled:
				s.playJoined(j)
			case err == nil:
				j.client.Close()
			case !cancelled:
				s.env().ShowError(s.tr().T("JoinFailedTitle"), err)
			}
			cancel()
		})
	}()
}

// deviceName names this window to the host: the computer's name and where
// its campaign database is, so that it takes up its place in the stream
// when it joins again.
func (s *Sharing) deviceName() string {
	host, _ := os.Hostname()
	sum := sha256.Sum256([]byte(s.deps.DBPath))
	return fmt.Sprintf("%s-%x", host, sum[:4])
}

// joinedStatus tells the status bar about the joined table ("" when none).
func (s *Sharing) joinedStatus() string {
	if s.joined == nil {
		return ""
	}
	// a removed device is cut off by the host: it says so, not "lost"
	if !s.joined.connected && s.joined.client.Rights().Role != share.RoleRemoved {
		return s.tr().T("StatusJoinedLost", "Address", s.joined.address)
	}
	text := s.tr().T("StatusJoined", "Address", s.joined.address) + "   ·   " + s.roleStatus()
	if len(s.joined.waiting) > 0 {
		text += "   ·   " + s.tr().T("StatusJoinedWaiting")
	}
	return text
}

// roleStatus tells what the host lets this window do at the joined table.
func (s *Sharing) roleStatus() string {
	r := s.joined.client.Rights()
	switch r.Role {
	case share.RoleGameMaster:
		return s.tr().T("StatusRoleGameMaster")
	case share.RoleRemoved:
		return s.tr().T("StatusRoleRemoved")
	}
	if len(r.Characters) == 0 {
		return s.tr().T("StatusRoleWatching")
	}
	var names []string
	scn := s.env().Table.Scenario()
	for _, id := range r.Characters {
		name := id
		if scn != nil {
			if f, ok := scn.Figure(id); ok && f.Name != "" {
				name = f.Name
			}
		}
		names = append(names, name)
	}
	return s.tr().T("StatusRolePlayers", "Names", strings.Join(names, ", "))
}

// showJoin is File › Join a table…: it asks for the host's address and its
// code, then plays that table; when the window already plays one, it
// offers to leave it.
func (s *Sharing) showJoin() {
	if s.joined != nil {
		s.env().Confirm(s.tr().T("JoinLeaveTitle"), s.tr().T("JoinLeaveMessage", "Address", s.joined.address),
			s.tr().T("JoinLeave"), s.Leave)
		return
	}
	address := widget.NewEntry()
	address.SetPlaceHolder("192.168.1.20:" + strconv.Itoa(share.DefaultPort))
	code := widget.NewEntry()
	code.SetPlaceHolder("ABCDE23456")
	items := []*widget.FormItem{
		widget.NewFormItem(s.tr().T("ShareAddress"), address),
		widget.NewFormItem(s.tr().T("ShareCode"), code),
	}
	d := dialog.NewForm(s.tr().T("JoinTitle"), s.tr().T("JoinButton"), s.tr().T("DialogCancel"), items, func(ok bool) {
		if !ok {
			return
		}
		addr, c := strings.TrimSpace(address.Text), strings.ToUpper(strings.TrimSpace(code.Text))
		if a, linked, ok := ParseJoinLink(addr); ok {
			addr, c = a, linked // the players' page's link, pasted
		} else if _, _, err := net.SplitHostPort(addr); err != nil {
			addr = net.JoinHostPort(addr, strconv.Itoa(share.DefaultPort))
		}
		s.joinWaiting(addr, c)
	}, s.env().Window)
	d.Resize(fyne.NewSize(460, 0))
	d.Show()
}
