// Concurrency: order follows the virtual clock. A polling loop ticks every 2s until cancelled
// at 5s; the swallowed sleep error lets the loop notice Task.isCancelled.
let poller = Task {
    var ticks = 0
    while !Task.isCancelled {
        try? await Task.sleep(for: .seconds(2))
        ticks += 1
        print("tick \(ticks), cancelled: \(Task.isCancelled)")
    }
    print("stopped after \(ticks) ticks")
}
try await Task.sleep(for: .seconds(5))
print("cancelling at 5s")
poller.cancel()
try await Task.sleep(for: .seconds(1))
print("main done")

// expect: tick 1, cancelled: false
// expect: tick 2, cancelled: false
// expect: cancelling at 5s
// expect: tick 3, cancelled: true
// expect: stopped after 3 ticks
// expect: main done
