-- Version 13 (branch loot, issues 42 and 45): the resources each character
-- holds (Frosthaven: the materials and herbs of the loot cards it drew, until
-- it gives them to the outpost's supply), as campaign.Character.Resources in
-- JSON ({"lumber": 2}); '' holds none.
ALTER TABLE characters ADD COLUMN resources TEXT NOT NULL DEFAULT '';
