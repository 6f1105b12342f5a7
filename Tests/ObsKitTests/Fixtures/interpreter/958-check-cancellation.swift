// Task.checkCancellation throws CancellationError in a cancelled task, and a cancelled sleep throws it too.
// Expected output: swiftc 6.3.1 on this machine.
let job = Task { () throws -> String in
    try await Task.sleep(nanoseconds: 1_000_000_000)
    return "finished"
}
job.cancel()
switch await job.result {
case .success(let text): print("success", text)
case .failure(let error): print("failed with CancellationError:", error is CancellationError)
}
let steps = Task { () -> [String] in
    var done: [String] = []
    for step in ["fetch", "parse", "save"] {
        do {
            try Task.checkCancellation()
            done.append(step)
        } catch {
            done.append("cancelled before \(step)")
            break
        }
    }
    return done
}
print(await steps.value)

// expect: failed with CancellationError: true
// expect: ["fetch", "parse", "save"]
