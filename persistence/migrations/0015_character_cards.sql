-- Version 15 (branch levelup43, issue 43): each character's ability cards
-- on its sheet, as JSON ({"picks": [12], "enhancements": [{"card": 3, ...}]}):
-- the cards picked at its level-ups and the enhancement stickers on its
-- cards (engine/campaign's Character.Picks and Enhancements); '' for none,
-- as every character of before (whose hand is then chosen from every card
-- of its level or lower).
ALTER TABLE characters ADD COLUMN cards TEXT NOT NULL DEFAULT '';
