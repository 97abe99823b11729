package syslocale

import (
	"strings"
	"testing"

	"golang.org/x/text/language"
)

func env(m map[string]string) func(string) string {
	return func(k string) string { return m[k] }
}

// goLocale mimics github.com/jeandeaual/go-locale's GetLocales on Unix: the
// tags Fyne hands to language.Parse.
func goLocale(getenv func(string) string) []string {
	var out []string
	for _, p := range Preferences(getenv) {
		p, _, _ = strings.Cut(p, ".")
		p = strings.ReplaceAll(p, "-", "_")
		l, r, _ := strings.Cut(p, "_")
		if r != "" {
			l += "-" + r
		}
		out = append(out, l)
	}
	return out
}

func TestNormalize(t *testing.T) {
	tests := []struct {
		name   string
		env    map[string]string
		want   string
		change bool
	}{
		{"unset", map[string]string{}, "", false},
		{"C", map[string]string{"LANG": "C"}, "", false},
		{"POSIX", map[string]string{"LC_ALL": "POSIX", "LANGUAGE": "xx!"}, "", false},
		{"C.UTF-8", map[string]string{"LANG": "C.UTF-8"}, "en", true},
		{"LC_ALL C.UTF-8 over a good LANG", map[string]string{"LC_ALL": "C.UTF-8", "LANG": "de_DE.UTF-8"}, "en", true},
		{"good", map[string]string{"LANG": "de_DE.UTF-8"}, "", false},
		{"good LC_MESSAGES", map[string]string{"LC_MESSAGES": "fr_FR.utf8", "LANG": "C.UTF-8"}, "", false},
		{"modifier", map[string]string{"LANG": "sr_RS@latin"}, "en", true},
		{"LANGUAGE good", map[string]string{"LANG": "C.UTF-8", "LANGUAGE": "fr:en"}, "", false},
		{"LANGUAGE mixed", map[string]string{"LANG": "en_US.UTF-8", "LANGUAGE": "C:de_DE"}, "de_DE", true},
		{"LANGUAGE bad", map[string]string{"LANG": "en_US.UTF-8", "LANGUAGE": "C"}, "en", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, change := Normalize(env(tc.env))
			if got != tc.want || change != tc.change {
				t.Fatalf("Normalize(%v) = %q, %v; want %q, %v", tc.env, got, change, tc.want, tc.change)
			}
			// After the change, every tag Fyne would parse must parse.
			after := map[string]string{}
			for k, v := range tc.env {
				after[k] = v
			}
			if change {
				after["LANGUAGE"] = got
			}
			for _, tag := range goLocale(env(after)) {
				if _, err := language.Parse(tag); err != nil {
					t.Errorf("after normalising, Fyne would parse %q: %v", tag, err)
				}
			}
		})
	}
}

// TestWellFormedAgreesWithXText checks that what WellFormed accepts parses.
func TestWellFormedAgreesWithXText(t *testing.T) {
	for _, s := range []string{"en", "de_DE", "fr-CA", "es_419", "en_US.UTF-8", "pt_BR.utf8", "zh_CN", "fil", "C", "POSIX", "C.UTF-8", "sr_RS@latin", "en_", "e", "1234", "de_DEU", ""} {
		if !WellFormed(s) {
			continue
		}
		tag, _, _ := strings.Cut(s, ".")
		tag = strings.ReplaceAll(tag, "_", "-")
		if _, err := language.Parse(tag); err != nil {
			t.Errorf("WellFormed(%q) but x/text cannot parse %q: %v", s, tag, err)
		}
	}
	for _, s := range []string{"C", "POSIX", "C.UTF-8", "sr_RS@latin", "e", "", "en_"} {
		if WellFormed(s) {
			t.Errorf("WellFormed(%q) = true, want false", s)
		}
	}
}

func TestPreferences(t *testing.T) {
	got := Preferences(env(map[string]string{"LANG": "de_DE.UTF-8", "LANGUAGE": "fr::en"}))
	if strings.Join(got, ",") != "fr,en" {
		t.Errorf("Preferences = %q, want [fr en]", got)
	}
	got = Preferences(env(map[string]string{"LC_ALL": "C", "LANGUAGE": "fr"}))
	if len(got) != 0 {
		t.Errorf("Preferences under LC_ALL=C = %q, want none", got)
	}
}
