-- Version 16 (branch events44b, issue 44): a Gloomhaven campaign's city and
-- road event decks (a campaign without an outpost). state is the decks as
-- an outpost value of which only the event piles and the random source are
-- used (outpost.Outpost as JSON; engine/outpost's NewDecks), NULL before the
-- first draw and when an undo has taken it back; Undo and Redo put it back
-- with the rest of the campaign's sheet. data is the events and the cards
-- each deck starts with (outpost.Data as JSON), as imported at the first
-- draw: kept when an undo takes the decks back, never copied into the log.
CREATE TABLE city_events (
	campaign_id INTEGER PRIMARY KEY REFERENCES campaigns (id) ON DELETE CASCADE,
	data        TEXT NOT NULL,
	state       TEXT
);
