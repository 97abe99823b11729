package campaign

import (
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/engine/rules"
)

// Kinds of campaign edits, as the log names them.
const (
	EditRename          = "campaign.rename"
	EditParty           = "campaign.party"
	EditAddCharacter    = "campaign.character_add"
	EditSaveCharacter   = "campaign.character_save"
	EditDeleteCharacter = "campaign.character_delete"
	EditScenario        = "campaign.scenario"
	EditAddNote         = "campaign.note_add"
	EditNote            = "campaign.note_edit"
	EditDeleteNote      = "campaign.note_delete"
	EditReward          = "campaign.reward"
	EditRules           = "campaign.rules"
)

// IsEdit reports whether kind names a campaign edit.
func IsEdit(kind string) bool { return strings.HasPrefix(kind, "campaign.") }

// KnownEdit reports whether kind names one of the edits of this build.
func KnownEdit(kind string) bool {
	switch kind {
	case EditRename, EditParty, EditAddCharacter, EditSaveCharacter, EditDeleteCharacter, EditScenario,
		EditAddNote, EditNote, EditDeleteNote, EditReward, EditRules,
		EditBuyItem, EditSellItem, EditLeaveItems, EditGiveResources, EditCraftItem, EditDistillItem, EditCityEvent, EditStartNext:
		return true
	}
	return knownOutpostEdit(kind) || knownQuestEdit(kind) || kind == EditPickCard || kind == EditEnhance
}

// Edit is one change to a campaign's sheet (its name, party, characters,
// scenario progress and notes), as a value: the campaign screen builds one
// (Rename{Name: "Frosthaven"}, SaveCharacter{Character: c} ...) and the
// store (persistence's Store.Edit) checks it, applies it and records it in
// the campaign's action log, so that Undo and Redo step over it in the same
// history as the table's actions. Edits are plain data, like the engine's
// table actions: they hold no functions, and compare and marshal as values.
//
// The log keeps of an edit its kind, what the history tells of it (Told)
// and the whole sheet before and after it; Undo and Redo put those sheets
// back, so an edit is never applied again from the log.
//
// The set of edits is closed: the types in this file (an unexported method
// keeps others out), so that the store can apply each.
type Edit interface {
	// Kind names the edit in the log (EditRename ...).
	Kind() string
	// Told is what the log keeps for the history to tell.
	Told() EditPayload
	// Check refuses an edit that can never be made, before any change.
	Check() error

	// edit closes the set of edits.
	edit()
}

// EditPayload is what the log keeps of an edit for the history to tell.
type EditPayload struct {
	// About names what was changed.
	About string `json:"about"`
	// Detail, when set, says more (for a scenario: "unlocked",
	// "completed" or "locked").
	Detail string `json:"detail,omitempty"`
}

// The campaign edits. Where one adds a character or a note, or changes
// one, the store returns its ID (see persistence's Store.Edit).
type (
	// Rename renames the campaign.
	Rename struct {
		Name string `json:"name"`
	}
	// SetParty sets the campaign's party.
	SetParty struct {
		Party Party `json:"party"`
	}
	// SetRules sets the edition whose rules the campaign's scenarios play
	// from the next one started.
	SetRules struct {
		Rules rules.Edition `json:"rules"`
	}
	// AddCharacter adds Character with the next free ID (Character.ID is
	// ignored); the store returns that ID.
	AddCharacter struct {
		Character Character `json:"character"`
	}
	// SaveCharacter overwrites the sheet of character Character.ID, perks
	// included; the items it owns are kept (BuyItem and SellItem change
	// them).
	SaveCharacter struct {
		Character Character `json:"character"`
	}
	// DeleteCharacter removes character ID; Name is what the history calls
	// it.
	DeleteCharacter struct {
		ID   int64  `json:"id"`
		Name string `json:"name"`
	}
	// SetScenario records the progress on scenario Progress.ID, adding or
	// replacing it.
	SetScenario struct {
		Progress ScenarioProgress `json:"progress"`
	}
	// Reward adds XP experience, Gold gold, Checks perk marks (the
	// check marks of a battle goal met) and Resources (the materials and
	// herbs of the loot cards it drew, Frosthaven) to character Character,
	// as a scenario's rewards; Name is what the history calls it. A sheet
	// deleted since the scenario started takes nothing, and the scenario
	// still ends.
	Reward struct {
		Character int64  `json:"character"`
		Name      string `json:"name"`
		XP        int    `json:"xp"`
		Gold      int    `json:"gold"`
		Checks    int    `json:"checks,omitempty"`
		// Resources are added to the sheet's (Character.Resources).
		Resources outpost.Supply `json:"resources,omitempty"`
	}
	// Played records that scenario Scenario was played: it is unlocked,
	// and completed when Won (a completed scenario stays so). The log
	// names it as SetScenario (EditScenario).
	Played struct {
		Scenario string `json:"scenario"`
		Won      bool   `json:"won"`
	}
	// AddNote adds a note; the store returns its ID.
	AddNote struct {
		Text string `json:"text"`
	}
	// SaveNote replaces the text of note ID.
	SaveNote struct {
		ID   int64  `json:"id"`
		Text string `json:"text"`
	}
	// DeleteNote removes note ID; Text is what the history shows of it.
	DeleteNote struct {
		ID   int64  `json:"id"`
		Text string `json:"text"`
	}
)

func (Rename) edit()          {}
func (SetParty) edit()        {}
func (SetRules) edit()        {}
func (AddCharacter) edit()    {}
func (SaveCharacter) edit()   {}
func (DeleteCharacter) edit() {}
func (SetScenario) edit()     {}
func (Reward) edit()          {}
func (Played) edit()          {}
func (AddNote) edit()         {}
func (SaveNote) edit()        {}
func (DeleteNote) edit()      {}

// Kind returns EditRename.
func (Rename) Kind() string { return EditRename }

// Kind returns EditParty.
func (SetParty) Kind() string { return EditParty }

// Kind returns EditRules.
func (SetRules) Kind() string { return EditRules }

// Kind returns EditAddCharacter.
func (AddCharacter) Kind() string { return EditAddCharacter }

// Kind returns EditSaveCharacter.
func (SaveCharacter) Kind() string { return EditSaveCharacter }

// Kind returns EditDeleteCharacter.
func (DeleteCharacter) Kind() string { return EditDeleteCharacter }

// Kind returns EditScenario.
func (SetScenario) Kind() string { return EditScenario }

// Kind returns EditReward.
func (Reward) Kind() string { return EditReward }

// Kind returns EditScenario: the log names Played as SetScenario.
func (Played) Kind() string { return EditScenario }

// Kind returns EditAddNote.
func (AddNote) Kind() string { return EditAddNote }

// Kind returns EditNote.
func (SaveNote) Kind() string { return EditNote }

// Kind returns EditDeleteNote.
func (DeleteNote) Kind() string { return EditDeleteNote }

// Told names the new name.
func (e Rename) Told() EditPayload { return EditPayload{About: e.Name} }

// Told names the party.
func (e SetParty) Told() EditPayload { return EditPayload{About: e.Party.Name} }

// Told names the edition.
func (e SetRules) Told() EditPayload { return EditPayload{About: string(e.Rules)} }

// Told names the character added.
func (e AddCharacter) Told() EditPayload { return EditPayload{About: e.Character.Name} }

// Told names the character saved.
func (e SaveCharacter) Told() EditPayload { return EditPayload{About: e.Character.Name} }

// Told names the character deleted.
func (e DeleteCharacter) Told() EditPayload { return EditPayload{About: e.Name} }

// Told names the character rewarded.
func (e Reward) Told() EditPayload { return EditPayload{About: e.Name} }

// Told is the start of the note.
func (e AddNote) Told() EditPayload { return EditPayload{About: noteWords(e.Text)} }

// Told is the start of the note's new text.
func (e SaveNote) Told() EditPayload { return EditPayload{About: noteWords(e.Text)} }

// Told is the start of the note deleted.
func (e DeleteNote) Told() EditPayload { return EditPayload{About: noteWords(e.Text)} }

// Told names the scenario and, as Detail, its state: "completed",
// "unlocked" or "locked".
func (e SetScenario) Told() EditPayload {
	detail := "locked"
	switch {
	case e.Progress.Completed:
		detail = "completed"
	case e.Progress.Unlocked:
		detail = "unlocked"
	}
	return EditPayload{About: e.Progress.ID, Detail: detail}
}

// Told names the scenario and, as Detail, its state: "completed" when won,
// else "unlocked".
func (e Played) Told() EditPayload {
	detail := "unlocked"
	if e.Won {
		detail = "completed"
	}
	return EditPayload{About: e.Scenario, Detail: detail}
}

// Check refuses a name that CheckName refuses.
func (e Rename) Check() error { return CheckName("campaign name", e.Name) }

// Check refuses a party that Party.Validate refuses.
func (e SetParty) Check() error { return e.Party.Validate() }

// Check refuses an edition the engine does not know (the empty one too).
func (e SetRules) Check() error {
	if !e.Rules.Known() {
		_, err := rules.Parse(string(e.Rules))
		if err == nil {
			err = errors.New("no rules named")
		}
		return err
	}
	return nil
}

// Check refuses a sheet that Character.Validate refuses.
func (e AddCharacter) Check() error { return e.Character.Validate() }

// Check refuses a sheet that Character.Validate refuses.
func (e SaveCharacter) Check() error { return e.Character.Validate() }

// Check accepts every deletion.
func (DeleteCharacter) Check() error { return nil }

// Check refuses a scenario ID that CheckScenarioID refuses.
func (e SetScenario) Check() error { return CheckScenarioID(e.Progress.ID) }

// Check refuses a scenario ID that CheckScenarioID refuses.
func (e Played) Check() error { return CheckScenarioID(e.Scenario) }

// Check refuses a note that CheckNote refuses.
func (e AddNote) Check() error { return CheckNote(e.Text) }

// Check refuses a note that CheckNote refuses.
func (e SaveNote) Check() error { return CheckNote(e.Text) }

// Check accepts every deletion.
func (DeleteNote) Check() error { return nil }

// Check refuses negative experience, gold or checks.
func (e Reward) Check() error {
	if e.XP < 0 || e.Gold < 0 || e.Checks < 0 {
		return fmt.Errorf("reward of %d experience, %d gold and %d checks: below 0", e.XP, e.Gold, e.Checks)
	}
	return checkCharacterResources(e.Resources, false)
}

// noteWords is the start of a note, as the history names it.
func noteWords(text string) string {
	text = strings.Join(strings.Fields(text), " ")
	if utf8.RuneCountInString(text) <= 40 {
		return text
	}
	r := []rune(text)
	return string(r[:39]) + "…"
}
