-- Version 17 (branch home44, issue 44): an item a character leaves at home
-- (docs/items.md, "What a character brings into a scenario"): kept with the
-- item, so that a restart keeps the players' choice; 0 for every item owned
-- before.
ALTER TABLE character_items ADD COLUMN at_home INTEGER NOT NULL DEFAULT 0 CHECK (at_home IN (0, 1));
