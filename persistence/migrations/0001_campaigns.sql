-- Version 1: campaigns.
PRAGMA application_id = 1215714402; -- "HvTb": marks the file as Haventable's

CREATE TABLE campaigns (
	id         INTEGER PRIMARY KEY,
	name       TEXT    NOT NULL CHECK (length(trim(name)) > 0),
	created_at INTEGER NOT NULL -- Unix milliseconds
);
