-- Version 3: actions undone by replaying the engine instead of keeping a
-- whole scenario from before each one.
--
-- replayed = 1: scenario_before is not kept; the scenario before the action
-- is rebuilt from the nearest earlier scenario the log keeps (an action's
-- scenario_key, the scenario after it, or a scenario_before) by replaying
-- the actions in between. scenario_key is kept after every action that
-- changes the scenario and cannot be replayed (a scenario started), and
-- after every 16th that can.
ALTER TABLE actions ADD COLUMN replayed INTEGER NOT NULL DEFAULT 0 CHECK (replayed IN (0, 1));
ALTER TABLE actions ADD COLUMN scenario_key_version INTEGER;
ALTER TABLE actions ADD COLUMN scenario_key BLOB;
