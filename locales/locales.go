// Package locales holds every string Haventable shows, translated into each
// supported language. The translations are go-i18n message files embedded in
// the binary, one set per part of the app (<area>.<lang>.toml: active.en.toml
// for the shell, map.en.toml for the map screen, ...), so that each screen
// keeps its own texts; English is the reference and the fallback. An id is
// defined in one area only.
//
// Code asks for a message by its literal id, for example
//
//	tr.T("MenuFile")
//	tr.T("MapScenarioLoaded", "Name", name, "Width", w)
//
// so that a test can find every id in use by reading the sources.
package locales

import (
	"embed"
	"fmt"
	"io/fs"
	"sort"
	"strings"
	"sync"

	"github.com/BurntSushi/toml"
	"github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"
)

//go:embed *.toml
var files embed.FS

// Supported lists the languages Haventable is translated into. The first,
// English, is the reference every other file must match and the fallback
// for anything else.
var Supported = []language.Tag{language.English, language.German, language.French}

// Files returns the embedded message files by name (active.en.toml,
// map.de.toml, ...).
func Files() fs.FS { return files }

var (
	bundlesMu sync.Mutex
	bundles   = map[string]*langBundle{} // by the languages' files read: "en", "en+de", "*"
)

// langBundle is a bundle parsed once.
type langBundle struct {
	once sync.Once
	b    *i18n.Bundle
	err  error
}

// Bundle returns the go-i18n bundle holding every embedded message file. It
// is parsed once and shared; an error means an embedded file is malformed,
// which the package tests catch.
func Bundle() (*i18n.Bundle, error) { return bundleOf("*") }

// bundleOf returns the bundle of the message files of English and of the
// language with base code base ("de"), or of every file for "*": parsed
// once and shared, never changed after. A translator needs no other
// language's files (--check-data, run once, parses a third of them).
func bundleOf(base string) (*i18n.Bundle, error) {
	key := "en"
	if base != "en" {
		key = "en+" + base
	}
	if base == "*" {
		key = "*"
	}
	bundlesMu.Lock()
	lb := bundles[key]
	if lb == nil {
		lb = &langBundle{}
		bundles[key] = lb
	}
	bundlesMu.Unlock()
	lb.once.Do(func() {
		b := i18n.NewBundle(language.English)
		b.RegisterUnmarshalFunc("toml", toml.Unmarshal)
		names, err := fs.Glob(files, "*.toml")
		if err != nil {
			lb.err = fmt.Errorf("list message files: %w", err)
			return
		}
		sort.Strings(names)
		for _, name := range names {
			if base != "*" && !strings.HasSuffix(name, ".en.toml") && !strings.HasSuffix(name, "."+base+".toml") {
				continue
			}
			data, err := files.ReadFile(name)
			if err != nil {
				lb.err = fmt.Errorf("read %s: %w", name, err)
				return
			}
			if _, err := b.ParseMessageFileBytes(data, name); err != nil {
				lb.err = fmt.Errorf("parse %s: %w", name, err)
				return
			}
		}
		lb.b = b
	})
	return lb.b, lb.err
}

// Parse reads a language code as given to --lang ("en", "de", "fr"; a region
// such as "de-AT" or "fr_CH" is accepted and ignored) and returns the
// supported language it names, or an error listing the supported codes.
func Parse(code string) (language.Tag, error) {
	tag, err := language.Parse(posixToBCP47(code))
	if err == nil {
		base, _ := tag.Base()
		for _, s := range Supported {
			if sb, _ := s.Base(); sb == base {
				return s, nil
			}
		}
	}
	return language.Und, fmt.Errorf("language %q is not supported (use one of %s)", code, strings.Join(Codes(), ", "))
}

// Codes returns the short codes of the supported languages, English first.
func Codes() []string {
	out := make([]string, len(Supported))
	for i, s := range Supported {
		base, _ := s.Base()
		out[i] = base.String()
	}
	return out
}

// Match returns the supported language that best fits the user's
// preferences, which are BCP 47 tags or POSIX locale names (de_DE.UTF-8),
// most preferred first. Entries that cannot be parsed are skipped. ok is
// false when nothing matches, in which case English is returned.
func Match(prefs ...string) (tag language.Tag, ok bool) {
	for _, p := range prefs {
		if t, err := Parse(p); err == nil {
			return t, true
		}
	}
	return language.English, false
}

// posixToBCP47 turns a POSIX locale name such as de_DE.UTF-8@euro into a
// BCP 47 tag (de-DE); other strings are returned trimmed.
func posixToBCP47(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexAny(s, ".@"); i >= 0 {
		s = s[:i]
	}
	return strings.ReplaceAll(s, "_", "-")
}

// Tr is what speaks the player's language: T for a message by its id with
// name/value pairs for its template ("Name", name, ...), N for a message
// with a count (plural forms). Message ids are string literals or constants
// so that the locale tests can find them. *Translator is the one the
// program runs with; every screen and widget takes a Tr.
type Tr interface {
	T(id string, args ...any) string
	N(id string, count int, args ...any) string
}

// Translator turns message ids into text in one language.
type Translator struct {
	tag language.Tag
	loc *i18n.Localizer
}

// New returns a Translator for lang, which should be one of Supported;
// messages missing in lang fall back to English.
func New(lang language.Tag) (*Translator, error) {
	base, _ := lang.Base()
	b, err := bundleOf(base.String())
	if err != nil {
		return nil, err
	}
	return &Translator{tag: lang, loc: i18n.NewLocalizer(b, lang.String(), language.English.String())}, nil
}

// Language returns the language the Translator speaks.
func (t *Translator) Language() language.Tag { return t.tag }

// T returns the message with the given id, its template filled from args,
// which are name/value pairs ("Name", "Black Barrow", "Count", 3). An id
// that no message file has comes back as the id itself, so a mistake shows
// on screen instead of an empty label (the package tests forbid it).
func (t *Translator) T(id string, args ...any) string {
	return t.localize(&i18n.LocalizeConfig{MessageID: id, TemplateData: pairs(args)})
}

// N is T for messages with plural forms: count chooses the form and is
// available to the template as .Count.
func (t *Translator) N(id string, count int, args ...any) string {
	data := pairs(args)
	if data == nil {
		data = map[string]any{}
	}
	data["Count"] = count
	return t.localize(&i18n.LocalizeConfig{MessageID: id, PluralCount: count, TemplateData: data})
}

func (t *Translator) localize(lc *i18n.LocalizeConfig) string {
	s, err := t.loc.Localize(lc)
	if s == "" && err != nil {
		return lc.MessageID
	}
	return s
}

// pairs turns name/value arguments into template data. A trailing name
// without a value gets an empty value.
func pairs(args []any) map[string]any {
	if len(args) == 0 {
		return nil
	}
	m := make(map[string]any, len(args)/2)
	for i := 0; i < len(args); i += 2 {
		name := fmt.Sprint(args[i])
		var v any = ""
		if i+1 < len(args) {
			v = args[i+1]
		}
		m[name] = v
	}
	return m
}
