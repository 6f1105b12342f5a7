// Class: hang (--max-steps does not stop it: each task spawns the next, and the turn runs tasks until
// they all wait). swiftc 6.3.1: prints "end" and exits (the program ends while tasks keep spawning).
// ObsREPL runs a turn's tasks until they all wait, so "end" is never reached; proposed: the step limit's error, as for a
// runaway loop.
func f() { Task { f() } }
f()
print("end")
// expect-error: stopped after
