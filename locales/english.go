package locales

import (
	"sync"

	"golang.org/x/text/language"
)

// English is the Translator for English, made once: for a screen given no
// translator, and for tests. It panics if the embedded message files do
// not load, which the package tests rule out.
var English = sync.OnceValue(func() *Translator {
	tr, err := New(language.English)
	if err != nil {
		panic("locales: the English messages do not load: " + err.Error())
	}
	return tr
})
