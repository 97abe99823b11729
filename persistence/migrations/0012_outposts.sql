-- Version 12 (branch outpost): a Frosthaven
-- campaign's outpost (engine/outpost). state is the outpost (outpost.Outpost
-- as JSON), NULL when the campaign has none; Undo and Redo put it back with
-- the rest of the campaign's sheet. data is the outpost's game data
-- (outpost.Data as JSON: the buildings, the calendar's sections, the town
-- guard perks), as imported when the outpost was started: it is kept when
-- an undo takes the outpost back, so that a redo finds it, and never
-- copied into the log's sheets (it is large and does not change).
CREATE TABLE outposts (
	campaign_id INTEGER PRIMARY KEY REFERENCES campaigns (id) ON DELETE CASCADE,
	data        TEXT NOT NULL,
	state       TEXT
);
