"""Sub-commands of the ``trainer`` console script, one module each.

Each module defines ``HELP`` (one line), ``add_arguments(parser)`` and ``run(args) -> int``. Modules are imported
only when their command runs, so ``trainer settle`` never loads Qt.
"""

COMMANDS: dict[str, str] = {
    "gui": "trainer.commands.gui",
    "settle": "trainer.commands.settle",
    "math": "trainer.commands.math",
    "solve": "trainer.commands.solve",
    "replay": "trainer.commands.replay",
    "validate": "trainer.commands.validate",
    "screenshot": "trainer.commands.screenshot",
    "exam": "trainer.commands.exam",
    "results": "trainer.commands.results",
    "trainers": "trainer.commands.trainers",
    "generate": "trainer.commands.generate",
    "store": "trainer.commands.store",
    "sitting": "trainer.commands.sitting",
    "library": "trainer.commands.library",
    "assign": "trainer.commands.assign",
    "group": "trainer.commands.group",
    "pace": "trainer.commands.pace",
}
