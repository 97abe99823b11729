package campaign

import "github.com/haventable/haventable/engine/pack"

// QuestOf is personal quest card q as a character's sheet keeps it, with
// its words in every language the pack gives and nothing done.
func QuestOf(q pack.PersonalQuest) Quest {
	out := Quest{ID: q.ID, Name: wordsOf(q.Name), Opens: q.Opens}
	for _, r := range q.Requirements {
		out.Steps = append(out.Steps, QuestStep{Text: wordsOf(r.Text), Count: r.Count, Track: r.Track})
	}
	return out
}

func wordsOf(ts pack.Texts) Words {
	out := Words{}
	for _, t := range ts {
		if _, ok := out[t.Lang]; !ok {
			out[t.Lang] = t.Text
		}
	}
	return out
}
