// Class: hang (--max-steps does not stop it: each task spawns the next, and the turn runs tasks until
// they all wait). swiftc 6.3.1: prints "end" and exits (the program ends while tasks keep spawning).
// ObsREPL runs a script's tasks when its Swift code up to the next command has run (as top-level code on the main
// actor lets them), so "end" prints first, as with swiftc; then the tasks run until they all wait, which they never
// do: each task's start counts in the step budget (10,000 steps: it makes a thread), so the chain stops at the budget.
func f() { Task { f() } }
f()
print("end")
// expect: end
// expect-error: steps (calls, loop iterations, task steps, deliveries) — a runaway?
