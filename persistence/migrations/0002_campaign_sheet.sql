-- Version 2: the party, characters with perks, scenarios, notes, the
-- scenario in progress and the action log.

ALTER TABLE campaigns ADD COLUMN party_name TEXT    NOT NULL DEFAULT '';
ALTER TABLE campaigns ADD COLUMN reputation INTEGER NOT NULL DEFAULT 0;
ALTER TABLE campaigns ADD COLUMN prosperity INTEGER NOT NULL DEFAULT 0 CHECK (prosperity >= 0);
ALTER TABLE campaigns ADD COLUMN donations  INTEGER NOT NULL DEFAULT 0 CHECK (donations >= 0);

-- Characters are numbered within their campaign, so that exported and
-- imported campaigns (and engine snapshots referring to them) keep their ids.
CREATE TABLE characters (
	campaign_id INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
	id          INTEGER NOT NULL CHECK (id > 0),
	class       TEXT    NOT NULL CHECK (length(trim(class)) > 0),
	name        TEXT    NOT NULL CHECK (length(trim(name)) > 0),
	level       INTEGER NOT NULL CHECK (level >= 1),
	xp          INTEGER NOT NULL CHECK (xp >= 0),
	gold        INTEGER NOT NULL CHECK (gold >= 0),
	perk_marks  INTEGER NOT NULL CHECK (perk_marks >= 0),
	retired     INTEGER NOT NULL CHECK (retired IN (0, 1)),
	PRIMARY KEY (campaign_id, id)
);

-- Chosen perks in the order they were taken; a perk taken twice appears twice.
CREATE TABLE character_perks (
	campaign_id  INTEGER NOT NULL,
	character_id INTEGER NOT NULL,
	position     INTEGER NOT NULL CHECK (position >= 0),
	perk         TEXT    NOT NULL CHECK (length(trim(perk)) > 0),
	PRIMARY KEY (campaign_id, character_id, position),
	FOREIGN KEY (campaign_id, character_id) REFERENCES characters (campaign_id, id) ON DELETE CASCADE
) WITHOUT ROWID;

CREATE TABLE scenarios (
	campaign_id INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
	scenario    TEXT    NOT NULL CHECK (length(trim(scenario)) > 0),
	unlocked    INTEGER NOT NULL CHECK (unlocked IN (0, 1)),
	completed   INTEGER NOT NULL CHECK (completed IN (0, 1)),
	PRIMARY KEY (campaign_id, scenario)
) WITHOUT ROWID;

CREATE TABLE notes (
	campaign_id INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
	id          INTEGER NOT NULL CHECK (id > 0),
	text        TEXT    NOT NULL,
	created_at  INTEGER NOT NULL, -- Unix milliseconds
	PRIMARY KEY (campaign_id, id)
);

-- The scenario in progress (an engine snapshot, encoded; NULL when none) and
-- the position in the action log: actions 1..cursor are in effect, actions
-- after the cursor have been undone and can be redone.
CREATE TABLE tables (
	campaign_id      INTEGER PRIMARY KEY REFERENCES campaigns (id) ON DELETE CASCADE,
	scenario_version INTEGER,
	scenario         BLOB,
	cursor           INTEGER NOT NULL DEFAULT 0 CHECK (cursor >= 0),
	CHECK ((scenario IS NULL) = (scenario_version IS NULL))
);

-- One row per table action. What is needed to undo it is kept with it: the
-- scenario snapshot before it (when it changed the scenario) and the sheets
-- of the characters it changed, before and after. The scenario after it is
-- written when it is undone, for redo.
CREATE TABLE actions (
	id                      INTEGER PRIMARY KEY,
	campaign_id             INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
	seq                     INTEGER NOT NULL CHECK (seq > 0),
	kind                    TEXT    NOT NULL CHECK (length(trim(kind)) > 0),
	payload                 TEXT    NOT NULL,
	at                      INTEGER NOT NULL, -- Unix milliseconds
	scenario_changed        INTEGER NOT NULL CHECK (scenario_changed IN (0, 1)),
	scenario_before_version INTEGER,
	scenario_before         BLOB,
	scenario_after_version  INTEGER,
	scenario_after          BLOB,
	characters_before       TEXT,
	characters_after        TEXT,
	UNIQUE (campaign_id, seq)
);
