package locales

import (
	"regexp"

	"golang.org/x/text/language"
	"testing"
)

// countFields are the template fields that hold a number of things.
var countFields = map[string]bool{
	"Count": true, "N": true, "Hexes": true, "Rooms": true, "Monsters": true,
	"Scenarios": true, "Classes": true, "Decks": true, "Characters": true,
	"Starts": true, "Distance": true, "Left": true, "Money": true,
}

// countWordRE finds a field followed by a word: "{{.Count}} Szenarien".
var countWordRE = regexp.MustCompile(`\{\{\s*\.(\w+)\s*\}\}\s*([\p{L}]+)`)

// TestCountsArePlural fails when a message of en, de or fr puts a word
// after a count ("{{.Count}} money tokens", "{{.Hexes}} Felder") without
// being a plural message (one and other forms, chosen by tr.N): "1 hexes"
// and "1 Szenarien" otherwise (issue 26, item 9).
func TestCountsArePlural(t *testing.T) {
	for _, tag := range Supported {
		for id, forms := range messagesFor(t, tag) {
			counted := ""
			for _, text := range forms {
				for _, m := range countWordRE.FindAllStringSubmatch(text, -1) {
					if countFields[m[1]] {
						counted = m[0]
					}
				}
			}
			if counted == "" {
				continue
			}
			_, one := forms["one"]
			_, other := forms["other"]
			if !one || !other {
				t.Errorf("%s: %s counts (%q) but is not a plural message with one and other forms", langCode(tag), id, counted)
			}
		}
	}
}

// TestPluralMessagesAreAskedForWithN fails when code formats a plural
// message with T, which always picks the "other" form.
func TestPluralMessagesAreAskedForWithN(t *testing.T) {
	en := messagesFor(t, language.English)
	used, _ := idsInSources(t)
	for _, u := range used {
		if _, plural := en[u.id]["one"]; plural && !u.n {
			t.Errorf("%s: plural message %s is formatted with T; use N with its count", u.pos, u.id)
		}
	}
}
