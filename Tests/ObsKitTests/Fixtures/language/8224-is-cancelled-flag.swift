// Concurrency tutorial: checking Task.isCancelled to stop work early and return partial results
func sumNumbers(upTo limit: Int) async -> (sum: Int, stoppedEarly: Bool) {
    var sum = 0
    for n in 1...limit {
        if Task.isCancelled {
            return (sum, true)
        }
        sum += n
    }
    return (sum, false)
}

func describe(_ r: (sum: Int, stoppedEarly: Bool)) -> String {
    r.stoppedEarly ? "stopped early with sum \(r.sum)" : "finished with sum \(r.sum)"
}

print("Top-level isCancelled: \(Task.isCancelled)")

let full = Task { await sumNumbers(upTo: 100) }
print("Full run: \(describe(await full.value))")

let stopped = Task { await sumNumbers(upTo: 100) }
stopped.cancel()
print("Cancelled run: \(describe(await stopped.value))")

// Cancellation propagates from a parent task to its async let children.
func childStatus(_ name: String) async -> String {
    "\(name) sees isCancelled = \(Task.isCancelled)"
}

let parent = Task { () -> [String] in
    async let a = childStatus("child A")
    async let b = childStatus("child B")
    return await [a, b]
}
parent.cancel()
for line in await parent.value {
    print(line)
}

let healthy = Task { () -> [String] in
    async let a = childStatus("child C")
    return [await a]
}
for line in await healthy.value {
    print(line)
}
// expect: Top-level isCancelled: false
// expect: Full run: finished with sum 5050
// expect: Cancelled run: stopped early with sum 0
// expect: child A sees isCancelled = true
// expect: child B sees isCancelled = true
// expect: child C sees isCancelled = false
