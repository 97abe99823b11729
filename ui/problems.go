package ui

import (
	"errors"
	"strings"

	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/persistence"
)

// StoreKind says why the campaign database could not be opened.
type StoreKind int

// The reasons a campaign database cannot be opened.
const (
	StoreOther            StoreKind = iota // anything else: a permission, a full disk...
	StoreNotDatabase                       // the file is not a Haventable database
	StoreTooNew                            // a newer Haventable wrote it
	StoreLocked                            // another running Haventable has it open
	StoreJournalLost                       // its write-ahead log, which held the campaign, is gone
	StoreDamaged                           // a Haventable database, but damaged (Err says where)
	StoreReadOnly                          // the file, a side file or its folder may not be written
	StoreLinked                            // the file has a second name (a hard link)
	StoreJournalElsewhere                  // renamed after a crash: its -wal kept the old name
)

// StoreProblem is a campaign database that could not be opened. The file
// itself is left as it was.
type StoreProblem struct {
	Kind StoreKind
	Path string
	Err  error
}

// Text explains the problem to the user in tr's language.
func (p *StoreProblem) Text(tr *locales.Translator) string {
	switch p.Kind {
	case StoreNotDatabase:
		return tr.T("DBNotDatabase", "Path", p.Path)
	case StoreTooNew:
		return tr.T("DBTooNew", "Path", p.Path)
	case StoreLocked:
		return tr.T("DBLocked", "Path", p.Path)
	case StoreJournalLost:
		return tr.T("DBJournalLost", "Path", p.Path)
	case StoreDamaged:
		return tr.T("DBDamaged", "Path", p.Path, "Reason", reason(p.Err, persistence.ErrDamaged))
	case StoreReadOnly:
		return tr.T("DBReadOnly", "Path", p.Path, "Reason", reason(p.Err, persistence.ErrReadOnly))
	case StoreJournalElsewhere:
		var moved *persistence.MovedError
		if !errors.As(p.Err, &moved) {
			return tr.T("DBOtherError", "Path", p.Path, "Error", reason(p.Err, persistence.ErrJournalElsewhere))
		}
		return tr.N("DBJournalElsewhere", int(moved.Count), "Path", moved.Path, "WAL", moved.WAL, "Target", moved.Target())
	case StoreLinked:
		var linked *persistence.LinkedError
		if !errors.As(p.Err, &linked) {
			linked = &persistence.LinkedError{Path: p.Path, Names: 2}
		}
		text := tr.N("DBLinked", linked.Names, "Path", p.Path)
		if len(linked.Others) > 0 {
			text += " " + tr.T("DBLinkedOthers", "Names", strings.Join(linked.Others, ", "))
		}
		return text
	}
	msg := ""
	if p.Err != nil {
		msg = p.Err.Error()
	}
	return tr.T("DBOtherError", "Path", p.Path, "Error", msg)
}

// reason is what err says after the sentinel it wraps (SQLite's findings,
// the missing tables and columns, the file that is read-only ...), without
// the file name the message already gives.
func reason(err, sentinel error) string {
	if err == nil {
		return ""
	}
	msg := err.Error()
	if _, after, ok := strings.Cut(msg, sentinel.Error()+": "); ok {
		return after
	}
	return msg
}

// LostText tells the player, in tr's language, that actions recorded before
// a crash were lost (persistence.Store.Warning).
func LostText(tr *locales.Translator, lost *persistence.LostActions) string {
	switch {
	case lost.Copy && lost.Count == 0:
		return tr.T("DBActionsCopySome", "Path", lost.Path, "Old", lost.Old)
	case lost.Copy:
		return tr.N("DBActionsCopy", int(lost.Count), "Path", lost.Path, "Old", lost.Old)
	case lost.Old != "" && lost.Count == 0:
		return tr.T("DBActionsLostMovedSome", "Path", lost.Path, "Old", lost.Old)
	case lost.Old != "":
		return tr.N("DBActionsLostMoved", int(lost.Count), "Path", lost.Path, "Old", lost.Old)
	case lost.WALMissing:
		return tr.N("DBActionsLostWAL", int(lost.Count), "Path", lost.Path)
	}
	return tr.N("DBActionsLostDisk", int(lost.Count), "Path", lost.Path)
}
