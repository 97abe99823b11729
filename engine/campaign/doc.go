// Package campaign holds what a campaign is, apart from how it is stored:
// the campaign and its party, the character sheets, the progress on each
// scenario, the notes, and the changes to a campaign's sheet as values
// (Rename, SaveCharacter, Played ...: the closed set of Edit types), with
// the bounds each must keep (Validate, Edit.Check) and what the history
// tells of each edit (Edit.Told).
//
// The package holds data and rules only: persistence stores these values
// in its SQLite file and applies the edits there (Store.Edit); the campaign
// screen builds them. engine/party turns the characters into figures at the
// table (Character.Member).
package campaign
