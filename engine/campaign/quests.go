package campaign

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Words are a text in the languages a data pack gives it in: language
// ("en", "de" …) to text.
type Words map[string]string

// In returns the text in lang, else in English, else in the first language
// by name ("" when there is none).
func (w Words) In(lang string) string {
	if t, ok := w[lang]; ok {
		return t
	}
	if t, ok := w["en"]; ok {
		return t
	}
	langs := make([]string, 0, len(w))
	for l := range w {
		langs = append(langs, l)
	}
	slices.Sort(langs)
	if len(langs) == 0 {
		return ""
	}
	return w[langs[0]]
}

// Quest is a character's personal quest as its sheet keeps it: the card's
// words (so that the sheet shows it when its data pack is gone) and a
// counter for each of its requirements (docs/personal-quests.md).
type Quest struct {
	// ID is the card's number in its edition.
	ID   string `json:"id"`
	Name Words  `json:"name"`
	// Opens is what completing it opens, in words ("the Squidface class,
	// envelope X").
	Opens string `json:"opens,omitempty"`
	// Steps are its requirements, met in order.
	Steps []QuestStep `json:"steps"`
}

// QuestStep is one requirement of a personal quest and how far the
// character is with it.
type QuestStep struct {
	Text Words `json:"text"`
	// Count is how many times it is to be met; Done how many times it was
	// (0..Count).
	Count int `json:"count"`
	Done  int `json:"done"`
	// Track is what the table counts for it by itself (the data pack's
	// track, docs/data-format.md); "" the players count by hand.
	Track string `json:"track,omitempty"`
}

// MaxQuestSteps bounds a quest's requirements; MaxQuestText the length of
// its words.
const (
	MaxQuestSteps = 10
	MaxQuestText  = 2000
)

// Complete reports whether every requirement is met.
func (q Quest) Complete() bool {
	for _, s := range q.Steps {
		if s.Done < s.Count {
			return false
		}
	}
	return len(q.Steps) > 0
}

// Current is the place of the first requirement not yet met (len(Steps)
// when the quest is complete): requirements are met in order.
func (q Quest) Current() int {
	for i, s := range q.Steps {
		if s.Done < s.Count {
			return i
		}
	}
	return len(q.Steps)
}

// Validate reports the first field of q that cannot be stored.
func (q Quest) Validate() error {
	if strings.TrimSpace(q.ID) == "" || utf8.RuneCountInString(q.ID) > MaxName {
		return fmt.Errorf("personal quest: the card's number must be 1 to %d characters", MaxName)
	}
	if err := checkWords("personal quest "+q.ID+" name", q.Name, MaxName, true); err != nil {
		return err
	}
	if utf8.RuneCountInString(q.Opens) > MaxQuestText {
		return fmt.Errorf("personal quest %s: what it opens is longer than %d characters", q.ID, MaxQuestText)
	}
	if len(q.Steps) == 0 || len(q.Steps) > MaxQuestSteps {
		return fmt.Errorf("personal quest %s: %d requirements, want 1 to %d", q.ID, len(q.Steps), MaxQuestSteps)
	}
	for i, s := range q.Steps {
		what := "personal quest " + q.ID + " requirement " + strconv.Itoa(i+1)
		if err := checkWords(what, s.Text, MaxQuestText, true); err != nil {
			return err
		}
		switch {
		case s.Count < 1 || s.Count > MaxCount:
			return fmt.Errorf("%s: count %d out of 1..%d", what, s.Count, MaxCount)
		case s.Done < 0 || s.Done > s.Count:
			return fmt.Errorf("%s: %d done, out of 0..%d", what, s.Done, s.Count)
		case utf8.RuneCountInString(s.Track) > MaxQuestText:
			return fmt.Errorf("%s: its track is longer than %d characters", what, MaxQuestText)
		}
	}
	return nil
}

func checkWords(what string, w Words, limit int, required bool) error {
	if required && len(w) == 0 {
		return fmt.Errorf("%s: no words", what)
	}
	for lang, t := range w {
		if strings.TrimSpace(lang) == "" || strings.TrimSpace(t) == "" {
			return fmt.Errorf("%s: blank words", what)
		}
		if utf8.RuneCountInString(t) > limit {
			return fmt.Errorf("%s: longer than %d characters", what, limit)
		}
	}
	return nil
}

// QuestsDealt is how many personal quests a new character is dealt to keep
// one (Gloomhaven's and Frosthaven's rulebooks: two).
const QuestsDealt = 2

// DealQuests deals QuestsDealt of the quest cards ids that no character
// holds (held: the cards of the campaign's characters, retired ones
// included, which leave the game), shuffled from seed: the same cards, the
// same seed, the same deal. Fewer are dealt when fewer are left.
func DealQuests(ids, held []string, seed uint64) []string {
	var deck []string
	for _, id := range ids {
		if !slices.Contains(held, id) && !slices.Contains(deck, id) {
			deck = append(deck, id)
		}
	}
	r := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	return deck[:min(QuestsDealt, len(deck))]
}

// QuestSeed is the seed of the quests dealt to the character numbered next
// in campaign: fixed by them, so that dealing again (a dialog closed, the
// character deleted and made again) deals the same two cards.
func QuestSeed(campaign int64, next int64) uint64 {
	return uint64(campaign)<<32 ^ uint64(next)*0x9e3779b97f4a7c15
}

// Kinds of the personal quest edits.
const (
	EditChooseQuest  = "campaign.quest_choose"
	EditQuestCount   = "campaign.quest_count"
	EditQuestAdvance = "campaign.quest_advance"
	EditRetire       = "campaign.retire"
)

func knownQuestEdit(kind string) bool {
	switch kind {
	case EditChooseQuest, EditQuestCount, EditQuestAdvance, EditRetire:
		return true
	}
	return false
}

// The personal quest edits. What the history tells of them names the
// character only: the quest is its player's secret.
type (
	// ChooseQuest gives character Character (Name) the personal quest it
	// kept of those dealt; the store refuses it for a character that holds
	// one already.
	ChooseQuest struct {
		Character int64  `json:"character"`
		Name      string `json:"name"`
		Quest     Quest  `json:"quest"`
	}
	// QuestCount sets by hand how many times requirement Step of the
	// character's quest was met.
	QuestCount struct {
		Character int64  `json:"character"`
		Name      string `json:"name"`
		Step      int    `json:"step"`
		Done      int    `json:"done"`
	}
	// QuestAdvance adds what a scenario's records counted to the
	// character's quest (QuestGains): Added[i] to requirement i, up to its
	// count. A scenario's end makes it.
	QuestAdvance struct {
		Character int64  `json:"character"`
		Name      string `json:"name"`
		Added     []int  `json:"added"`
	}
	// Retire retires character Character, whose personal quest is
	// complete; Opens is what the quest opens, for the history.
	Retire struct {
		Character int64  `json:"character"`
		Name      string `json:"name"`
		Opens     string `json:"opens,omitempty"`
	}
)

func (ChooseQuest) edit()  {}
func (QuestCount) edit()   {}
func (QuestAdvance) edit() {}
func (Retire) edit()       {}

// Kind returns EditChooseQuest.
func (ChooseQuest) Kind() string { return EditChooseQuest }

// Kind returns EditQuestCount.
func (QuestCount) Kind() string { return EditQuestCount }

// Kind returns EditQuestAdvance.
func (QuestAdvance) Kind() string { return EditQuestAdvance }

// Kind returns EditRetire.
func (Retire) Kind() string { return EditRetire }

// Told names the character only.
func (e ChooseQuest) Told() EditPayload { return EditPayload{About: e.Name} }

// Told names the character only.
func (e QuestCount) Told() EditPayload { return EditPayload{About: e.Name} }

// Told names the character only.
func (e QuestAdvance) Told() EditPayload { return EditPayload{About: e.Name} }

// Told names the character and, as Detail, what its quest opened.
func (e Retire) Told() EditPayload { return EditPayload{About: e.Name, Detail: e.Opens} }

// Check refuses a quest that Quest.Validate refuses, or one begun already.
func (e ChooseQuest) Check() error {
	if err := e.Quest.Validate(); err != nil {
		return err
	}
	for _, s := range e.Quest.Steps {
		if s.Done != 0 {
			return errors.New("a personal quest is chosen with nothing done")
		}
	}
	return nil
}

// Check refuses a requirement's place or count below 0.
func (e QuestCount) Check() error {
	if e.Step < 0 || e.Step >= MaxQuestSteps || e.Done < 0 || e.Done > MaxCount {
		return fmt.Errorf("personal quest requirement %d set to %d: out of bounds", e.Step, e.Done)
	}
	return nil
}

// Check refuses a count below 0 or more counts than requirements.
func (e QuestAdvance) Check() error {
	if len(e.Added) > MaxQuestSteps {
		return fmt.Errorf("%d personal quest counts, at most %d", len(e.Added), MaxQuestSteps)
	}
	for _, n := range e.Added {
		if n < 0 || n > MaxCount {
			return fmt.Errorf("personal quest count %d out of 0..%d", n, MaxCount)
		}
	}
	return nil
}

// Check refuses what cannot be told.
func (e Retire) Check() error {
	if utf8.RuneCountInString(e.Opens) > MaxQuestText {
		return fmt.Errorf("what the quest opens is longer than %d characters", MaxQuestText)
	}
	return nil
}

// Apply makes a quest edit on character c (its quest and retirement),
// refusing what the quest does not allow: a second quest, a requirement
// out of its count, a retirement before the quest is complete. The store
// makes it in its transaction.
func ApplyQuestEdit(c *Character, e Edit) error {
	switch e := e.(type) {
	case ChooseQuest:
		if c.Quest != nil {
			return fmt.Errorf("%s has a personal quest already", c.Name)
		}
		q := e.Quest
		q.Steps = slices.Clone(q.Steps)
		c.Quest = &q
	case QuestCount:
		if c.Quest == nil || e.Step >= len(c.Quest.Steps) {
			return fmt.Errorf("%s has no such personal quest requirement", c.Name)
		}
		q := c.Quest.clone()
		if e.Done > q.Steps[e.Step].Count {
			return fmt.Errorf("the requirement is met %d times at most", q.Steps[e.Step].Count)
		}
		q.Steps[e.Step].Done = e.Done
		c.Quest = &q
	case QuestAdvance:
		if c.Quest == nil {
			return fmt.Errorf("%s has no personal quest", c.Name)
		}
		q := c.Quest.clone()
		for i, n := range e.Added {
			if i < len(q.Steps) {
				q.Steps[i].Done = min(q.Steps[i].Count, q.Steps[i].Done+n)
			}
		}
		c.Quest = &q
	case Retire:
		if c.Retired {
			return fmt.Errorf("%s has retired already", c.Name)
		}
		if c.Quest == nil || !c.Quest.Complete() {
			return fmt.Errorf("%s's personal quest is not complete", c.Name)
		}
		c.Retired = true
	default:
		return fmt.Errorf("edit %T: not a personal quest edit", e)
	}
	return nil
}

func (q Quest) clone() Quest {
	q.Steps = slices.Clone(q.Steps)
	return q
}

// ScenarioRecord is what a scenario's records say of one character, for
// its personal quest: the counts of engine/tally and how the scenario
// ended.
type ScenarioRecord struct {
	// Scenario names the scenario played; Won is true when it was won.
	Scenario string
	Won      bool
	// Kills counts the monsters the character killed by monster type.
	Kills map[string]int
	// Looted counts the money tokens it looted; Exhausted the times it was
	// exhausted; Checks the battle goal checks it gained; Gold the gold it
	// holds after the scenario's rewards.
	Looted, Exhausted, Checks, Gold int
}

// QuestGains is what scenario record r adds to each requirement of quest q
// that the table tracks (docs/personal-quests.md): only the requirement
// being worked on (they are met in order) gains, up to its count; nil when
// nothing is gained.
func QuestGains(q Quest, r ScenarioRecord) []int {
	i := q.Current()
	if i >= len(q.Steps) {
		return nil
	}
	s := q.Steps[i]
	n := trackGain(s, r)
	n = min(n, s.Count-s.Done)
	if n <= 0 {
		return nil
	}
	out := make([]int, len(q.Steps))
	out[i] = n
	return out
}

func trackGain(s QuestStep, r ScenarioRecord) int {
	track := strings.TrimSpace(s.Track)
	if words, ok := strings.CutPrefix(track, "kills:"); ok {
		n := 0
		for typ, k := range r.Kills {
			if KillsMatch(words, typ) {
				n += k
			}
		}
		return n
	}
	if list, ok := strings.CutPrefix(track, "scenario:"); ok {
		if !r.Won {
			return 0
		}
		for _, id := range strings.Split(list, "|") {
			if ScenarioIs(r.Scenario, id) {
				return 1
			}
		}
		return 0
	}
	switch track {
	case "scenarios":
		if r.Won {
			return 1
		}
	case "gold":
		return r.Gold - s.Done // held: the count follows the gold, never down
	case "loot":
		return r.Looted
	case "exhausted":
		return r.Exhausted
	case "battle_goal_checks":
		return r.Checks
	}
	return 0
}

// ScenarioIs reports whether the campaign's scenario named name is the
// scenario numbered id: the same name, or a name that starts with the
// number ("52", "52 Noxious Cellar", "#52 …", "52: …").
func ScenarioIs(name, id string) bool {
	name, id = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(name), "#")), strings.TrimSpace(id)
	if id == "" {
		return false
	}
	if strings.EqualFold(name, id) {
		return true
	}
	rest, ok := strings.CutPrefix(strings.ToLower(name), strings.ToLower(id))
	return ok && rest != "" && strings.ContainsRune(" :.-–", []rune(rest)[0])
}

// KillsMatch reports whether the monster type typ is among the monsters a
// requirement's words name ("Bandits or Cultists", "Forest Imps",
// "Oozes, Forest Imps or Black Imps"): each name, singular, is the type's
// name or its first words ("Bandit" names "Bandit Guard" and "Bandit
// Archer"), in any case.
func KillsMatch(words, typ string) bool {
	typ = strings.ToLower(strings.Join(strings.Fields(typ), " "))
	words = strings.ToLower(words)
	for _, sep := range []string{" and/or ", ", or ", ", and ", " or ", " and "} {
		words = strings.ReplaceAll(words, sep, ",")
	}
	for _, name := range strings.Split(words, ",") {
		name = strings.Join(strings.Fields(name), " ")
		if name == "" {
			continue
		}
		for _, n := range []string{name, singular(name)} {
			if typ == n || strings.HasPrefix(typ, n+" ") {
				return true
			}
		}
	}
	return false
}

// singular is an English plural's singular, as monster names take it:
// "Imps" "Imp", "Oozes" "Ooze", "Living Bones" "Living Bone", "Spitting
// Drakes" "Spitting Drake".
func singular(name string) string {
	if strings.HasSuffix(name, "ies") {
		return strings.TrimSuffix(name, "ies") + "y"
	}
	return strings.TrimSuffix(name, "s")
}
