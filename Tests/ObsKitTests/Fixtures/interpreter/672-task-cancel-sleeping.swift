// Concurrency: order follows the virtual clock. Cancelling a sleeping task makes its sleep throw
// CancellationError; the code after the sleep never runs.
let sleeper = Task {
    do {
        try await Task.sleep(for: .seconds(5))
        print("woke normally")
    } catch {
        print("sleep threw \(error)")
        print("is CancellationError:", error is CancellationError)
    }
}
try await Task.sleep(for: .seconds(1))
print("cancelling at 1s")
sleeper.cancel()
try await Task.sleep(for: .seconds(1))
print("main done at 2s, cancelled:", sleeper.isCancelled)

// expect: cancelling at 1s
// expect: sleep threw CancellationError()
// expect: is CancellationError: true
// expect: main done at 2s, cancelled: true
