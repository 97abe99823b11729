-- Version 7: the players' own data packs.
--
-- Packs made in the app (the scenario editor's and the monster editor's
-- saves) have the source 'made-here': their monster types come before the
-- built-in and imported ones, and only they are changed by the editors. The
-- scenario editor used to keep its pack with the source 'haventable', as
-- imported Haventable pack files are; those packs are the ones named as the
-- app names them in each of its languages.
UPDATE data_packs SET source = 'made-here'
WHERE source = 'haventable' AND name IN ('My scenarios', 'Meine Szenarien', 'Mes scénarios');
