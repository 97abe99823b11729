-- Version 11 (branch sheet, issue 44): the items each character owns, in the
-- order they were bought; a character owns one copy of each item. The name is
-- kept so that the sheet shows the item when its data pack is gone.
CREATE TABLE character_items (
	campaign_id  INTEGER NOT NULL,
	character_id INTEGER NOT NULL,
	position     INTEGER NOT NULL CHECK (position >= 0),
	item         INTEGER NOT NULL CHECK (item > 0),
	name         TEXT    NOT NULL CHECK (length(trim(name)) > 0),
	PRIMARY KEY (campaign_id, character_id, position),
	UNIQUE (campaign_id, character_id, item),
	FOREIGN KEY (campaign_id, character_id) REFERENCES characters (campaign_id, id) ON DELETE CASCADE
) WITHOUT ROWID;
