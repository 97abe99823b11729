package names

import (
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/locales"
)

// lang is the base of the players' language ("de"), "" when tr does not
// say it.
func lang(tr locales.Tr) string {
	if t, ok := tr.(interface{ Language() language.Tag }); ok {
		base, _ := t.Language().Base()
		return base.String()
	}
	return ""
}

// Item is item it's name in the players' language, when the pack gives
// it, else as the sheet keeps it.
func Item(tr locales.Tr, it pack.Item) string {
	if n := it.Names.In(lang(tr)); lang(tr) != "" && n != "" {
		return n
	}
	return it.Name
}

// ItemWords are the words of item it's card in the players' language
// ("" when the pack gives none).
func ItemWords(tr locales.Tr, it pack.Item) string { return it.Text.In(lang(tr)) }
