-- Version 9: how many actions were ever recorded; it never goes down (an
-- undone action a new one discards stays counted). While the database is
-- open the store mirrors it in a file beside it (campaign.db-open), so that
-- a write-ahead log lost after a crash is noticed and its actions counted.
CREATE TABLE action_count (
	id INTEGER PRIMARY KEY CHECK (id = 1),
	n  INTEGER NOT NULL CHECK (n >= 0)
);
INSERT INTO action_count (id, n) SELECT 1, count(*) FROM actions;
CREATE TRIGGER action_counted AFTER INSERT ON actions BEGIN
	UPDATE action_count SET n = n + 1 WHERE id = 1;
END;
