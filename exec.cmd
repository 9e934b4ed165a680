@rem npm runs scripts in cmd.exe on Windows, which has no `exec`: the scripts' `exec node ...` (which on
@rem POSIX shells makes npm the direct parent of node, so the signals npm forwards reach it) runs as is here.
@%*
