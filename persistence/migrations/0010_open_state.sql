-- Version 10: the database's own identity (a random id made once, when the
-- table is created) and the name it was last opened by, with whether it is
-- open. Open writes them into the main file itself (a checkpoint), where a
-- rename cannot part them from the rest, and Close clears open: a database
-- found open under another name with no -wal beside it was renamed or moved
-- after a crash, and its last actions are in the -wal under the old name.
-- The file beside an open database (campaign.db-open) carries the same id.
CREATE TABLE open_state (
	id   INTEGER PRIMARY KEY CHECK (id = 1),
	uid  TEXT NOT NULL,
	path TEXT NOT NULL DEFAULT '',
	open INTEGER NOT NULL DEFAULT 0 CHECK (open IN (0, 1))
);
INSERT INTO open_state (id, uid) VALUES (1, lower(hex(randomblob(16))));
