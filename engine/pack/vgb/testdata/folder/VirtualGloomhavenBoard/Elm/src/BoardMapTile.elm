module BoardMapTile exposing (getGridByRef)

-- Invented tiles for Haventable's tests, written the way the board's
-- source writes its grids.


type MapTileRef
    = X1a
    | X1b
    | Y1a
    | Z1a


getGridByRef : MapTileRef -> Array (Array Bool)
getGridByRef ref =
    let
        configBar =
            [ Array.fromList [ True, True, True ]
            ]

        {- a room of two rows -}
        configRoom =
            [ Array.fromList [ True, True, True, False ]
            , Array.fromList [ True, True, True, True ]
            ]
    in
    Array.fromList
        (case ref of
            X1a ->
                configBar

            X1b ->
                configBar

            Y1a ->
                [ Array.fromList [ True ] ]

            Z1a ->
                List.reverse configRoom
        )


refToString : MapTileRef -> Maybe String
refToString ref =
    Nothing
