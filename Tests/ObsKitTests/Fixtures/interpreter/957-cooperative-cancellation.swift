// Cooperative cancellation: a task that loops until Task.isCancelled, yielding each time, stops once it is cancelled.
// Expected output: swiftc 6.3.1 on this machine (only what does not depend on how often the loop ran is printed).
let spinner = Task { () -> String in
    var turns = 0
    while !Task.isCancelled {
        turns += 1
        await Task.yield()
    }
    return turns > 0 ? "stopped after some turns" : "never ran"
}
try await Task.sleep(nanoseconds: 5_000_000)
spinner.cancel()
print(await spinner.value)
print(spinner.isCancelled)

// expect: stopped after some turns
// expect: true
