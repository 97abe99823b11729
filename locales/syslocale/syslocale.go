// Package syslocale reads the user's language preferences from the POSIX
// locale environment and, as soon as it is initialised, rewrites an
// environment that Fyne cannot parse so that Fyne falls back to English
// silently.
//
// Why: Fyne's lang package asks github.com/jeandeaual/go-locale for the
// user's locales while it is being initialised, before main runs. go-locale
// takes the first of LC_ALL, LC_MESSAGES and LANG (or the LANGUAGE list,
// unless that variable is exactly "C" or "POSIX") and strips the encoding,
// so LANG=C.UTF-8 yields "C", which golang.org/x/text cannot parse: Fyne then
// logs "Error parsing user locale C". This package has no imports beyond the
// standard library's os and strings, and its import path sorts before
// go-locale's, so by the Go initialisation order it runs before Fyne reads
// the environment. When the effective value is not a well-formed language
// tag, it sets LANGUAGE (which only message catalogues read; character
// handling, LC_CTYPE, is left alone) to the well-formed entries, or to "en".
package syslocale

import (
	"os"
	"strings"
)

// original holds the preferences as they were before normalisation.
var original []string

func init() {
	original = Preferences(os.Getenv)
	if v, change := Normalize(os.Getenv); change {
		os.Setenv("LANGUAGE", v)
	}
}

// Original returns the user's preferred locales as the environment gave
// them when the program started, most preferred first, for example
// ["de_DE.UTF-8"] or ["fr:en"] split into ["fr", "en"]. It is empty for the
// C and POSIX locales.
func Original() []string { return append([]string(nil), original...) }

// locale returns the variable go-locale reads first: LC_ALL, LC_MESSAGES or
// LANG, whichever is set first.
func locale(getenv func(string) string) string {
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := getenv(name); v != "" {
			return v
		}
	}
	return ""
}

// Preferences returns the user's preferred locales from the environment read
// through getenv, in the order go-locale reports them: the LANGUAGE list
// unless the locale is exactly C or POSIX, else the locale itself. Values
// are returned as found (de_DE.UTF-8); they may not parse.
func Preferences(getenv func(string) string) []string {
	loc := locale(getenv)
	if loc == "C" || loc == "POSIX" {
		return nil
	}
	var out []string
	if langs := getenv("LANGUAGE"); langs != "" {
		for _, l := range strings.Split(langs, ":") {
			if l != "" {
				out = append(out, l)
			}
		}
		return out
	}
	if loc != "" {
		out = append(out, loc)
	}
	return out
}

// Normalize reports whether LANGUAGE must change for Fyne to read the
// environment (through getenv) without a parse error, and its new value.
func Normalize(getenv func(string) string) (language string, change bool) {
	loc := locale(getenv)
	if loc == "C" || loc == "POSIX" {
		return "", false // go-locale reports no locale at all: Fyne uses English quietly
	}
	langs := getenv("LANGUAGE")
	if langs == "" {
		if loc == "" || WellFormed(loc) {
			return "", false
		}
		return "en", true
	}
	var good []string
	all := true
	for _, l := range strings.Split(langs, ":") {
		if WellFormed(l) {
			good = append(good, l)
		} else {
			all = false
		}
	}
	if all {
		return "", false
	}
	if len(good) == 0 {
		return "en", true
	}
	return strings.Join(good, ":"), true
}

// WellFormed reports whether go-locale turns the POSIX locale name s into a
// tag of the form language[-REGION] that x/text can parse: the encoding
// after "." is dropped, "-" and "_" both separate, the language has two or
// three letters and the region, if any, two letters or three digits.
func WellFormed(s string) bool {
	s, _, _ = strings.Cut(s, ".")
	s = strings.ReplaceAll(s, "-", "_")
	lang, region, hasRegion := strings.Cut(s, "_")
	if len(lang) < 2 || len(lang) > 3 || !all(lang, isLetter) {
		return false
	}
	if !hasRegion {
		return true
	}
	switch {
	case len(region) == 2 && all(region, isLetter):
		return true
	case len(region) == 3 && all(region, isDigit):
		return true
	}
	return false
}

func all(s string, f func(byte) bool) bool {
	for i := 0; i < len(s); i++ {
		if !f(s[i]) {
			return false
		}
	}
	return true
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
func isDigit(c byte) bool  { return c >= '0' && c <= '9' }
