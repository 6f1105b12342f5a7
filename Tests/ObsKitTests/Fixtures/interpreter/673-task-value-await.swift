// Concurrency: order follows the virtual clock. `await task.value` suspends until the task returns;
// a throwing task's error is rethrown by `try await task.value`.
struct Broken: Error {}
let worker = Task { () -> Int in
    try? await Task.sleep(for: .seconds(2))
    print("worker finishing")
    return 6 * 7
}
let failing = Task { () throws -> Int in
    try await Task.sleep(for: .seconds(1))
    throw Broken()
}
print("waiting")
let answer = await worker.value
print("answer", answer)
do {
    let v = try await failing.value
    print("unexpected", v)
} catch {
    print("failing task threw", error)
}

// expect: waiting
// expect: worker finishing
// expect: answer 42
// expect: failing task threw Broken()
