"""Pure-Python rules engines (no Qt). See ``engines.core`` for the shared kit."""
