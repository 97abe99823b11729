-- Version 4: the history of finished scenarios kept compact.
--
-- compacted = 1: the action stays in the log (Edit › History tells it), but
-- what undoing it needed (scenarios and character sheets before and after
-- it, its kept scenario) is gone: it belongs to a finished scenario, and
-- undo stops at it.
ALTER TABLE actions ADD COLUMN compacted INTEGER NOT NULL DEFAULT 0 CHECK (compacted IN (0, 1));
