-- Version 5: game data packs (monster types, ability decks, classes,
-- scenarios), imported once and kept in the database, with the format they
-- were read from. pack holds the pack in its own JSON format
-- (docs/data-format.md), deflated.
CREATE TABLE data_packs (
	id          INTEGER PRIMARY KEY,
	name        TEXT    NOT NULL UNIQUE CHECK (length(trim(name)) > 0),
	source      TEXT    NOT NULL,
	imported_at INTEGER NOT NULL, -- Unix milliseconds
	pack        BLOB    NOT NULL
);
