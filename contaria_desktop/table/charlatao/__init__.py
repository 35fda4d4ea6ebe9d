"""CharLatão on the table: card faces (``faces``), translated names and hover texts
(``text``), click-to-action (``targeting``). The layout itself is
``table/layouts/charlatao.py``; the engine/table contract is
``docs/charlatao-engine-contract.md``."""
