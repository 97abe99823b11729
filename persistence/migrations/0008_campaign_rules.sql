-- Version 8: each campaign plays one edition's rules (engine/rules): the
-- campaigns stored before it play Gloomhaven's, as they always did.
ALTER TABLE campaigns ADD COLUMN rules TEXT NOT NULL DEFAULT 'gloomhaven'
	CHECK (rules IN ('gloomhaven', 'jaws_of_the_lion', 'frosthaven', 'gloomhaven_2e'));
