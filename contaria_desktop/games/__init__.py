"""One presentation plug-in per game (``games/<id>/``), the interface they implement
(:mod:`.plugin`) and the registry that finds them through entry points (:mod:`.registry`).

Nothing here imports Qt at module level: the engine registry loads the plug-in objects to
find the engines."""
