// Class: hang (found by obsfuzz, minimised). Tasks that only yield hand over to each other without end;
// each hand-over is a switch between two threads (about 25 µs of CPU here) but counted as one step, so the
// step budget let millions through. swiftc 6.3.1 prints "end" and exits (the program ends while the tasks
// still spin). ObsREPL runs a script's tasks when its Swift code up to the next command ends, until they all wait
// (README), so "end" prints first; each resumption of a task then costs 1,000 steps and the budget stops the spinning.
for _ in 0..<3 {
    Task { while true { await Task.yield() } }
}
print("end")
// expect: end
// expect-error: steps (calls, loop iterations, task steps, deliveries) — a runaway?
