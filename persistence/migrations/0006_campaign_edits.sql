-- Version 6: campaign edits in the action log.
--
-- An edit of the campaign's sheet (its name, party, characters, scenario
-- progress and notes) made on the campaign screen is an action of the log
-- like a table action, so that Undo and Redo step over it in the same
-- history. sheet_before and sheet_after hold the whole sheet (JSON, as
-- exported) before and after it; NULL for other actions and once compacted.
ALTER TABLE actions ADD COLUMN sheet_before TEXT;
ALTER TABLE actions ADD COLUMN sheet_after TEXT;
