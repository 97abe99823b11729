-- Version 14 (branch quests; 13 at the branch, issue 44): each character's personal quest, the
-- card's words and its counters, as JSON (engine/campaign's Quest); a
-- character has one at most.
CREATE TABLE character_quests (
	campaign_id  INTEGER NOT NULL,
	character_id INTEGER NOT NULL,
	quest        TEXT    NOT NULL CHECK (json_valid(quest)),
	PRIMARY KEY (campaign_id, character_id),
	FOREIGN KEY (campaign_id, character_id) REFERENCES characters (campaign_id, id) ON DELETE CASCADE
) WITHOUT ROWID;
