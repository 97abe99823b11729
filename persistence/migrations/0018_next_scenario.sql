-- Version 18 (branch home44, issue 44): what the city and road events
-- resolved give every character at the next scenario's start
-- (campaign.Pending as a JSON list), NULL when nothing; the scenario's
-- start applies it and clears it, Undo puts it back with the sheet.
ALTER TABLE campaigns ADD COLUMN next_scenario TEXT;
