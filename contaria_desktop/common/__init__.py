"""The lowest layer: small pure-Python pieces (no Qt, no game) that several layers share and
that a lower layer cannot import from a higher one — reading untrusted JSON files safely
(:mod:`.jsonfile`, used by ``session/`` and ``lab/``) and the app's language codes
(:mod:`.languages`, used by ``i18n/`` and ``lab/``). Imports nothing else of the package."""
