// Class: hang (--max-steps does not stop it: each task spawns the next, and the turn runs tasks until
// they all wait). swiftc 6.3.1: prints "end" and exits (the program ends while tasks keep spawning).
// ObsREPL runs a turn's tasks until they all wait, so "end" is never reached: each task's start now counts
// in the step budget (10,000 steps: it makes a thread), so the chain stops at the budget with its message.
func f() { Task { f() } }
f()
print("end")
// expect-error: steps (calls, loop iterations, task steps, deliveries) — a runaway?
