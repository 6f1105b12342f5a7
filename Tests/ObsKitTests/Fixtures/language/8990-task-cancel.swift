// Apple docs style (Task.cancel): cooperative cancellation with isCancelled
enum Outcome: Equatable {
    case finished(Int)
    case stoppedEarly
}

// A worker that checks Task.isCancelled between chunks of work.
func indexFiles(count: Int) async -> Outcome {
    var indexed = 0
    while indexed < count {
        if Task.isCancelled {
            return .stoppedEarly
        }
        indexed += 1
        await Task.yield()
    }
    return .finished(indexed)
}

// A small job that is never cancelled runs to completion.
let quick = Task { await indexFiles(count: 5) }
print("quick:", await quick.value)

// An effectively endless job only stops because we cancel it.
let endless = Task { await indexFiles(count: Int.max) }
endless.cancel()
let endlessResult = await endless.value
print("endless:", endlessResult)
print("endless stopped early:", endlessResult == .stoppedEarly)

// The handle reports that cancellation was requested.
let watcher = Task { () -> String in
    while !Task.isCancelled {
        await Task.yield()
    }
    return "watcher saw cancellation"
}
watcher.cancel()
print(watcher.isCancelled)
print(await watcher.value)

// Cancelling one task does not affect a sibling.
let a = Task { await indexFiles(count: Int.max) }
let b = Task { await indexFiles(count: 3) }
a.cancel()
print("a:", await a.value)
print("b:", await b.value)

// A child task created inside a cancelled task sees the cancellation too,
// because `async let` children share the parent's cancelled state.
let parent = Task { () -> [Outcome] in
    while !Task.isCancelled { await Task.yield() }
    async let x = indexFiles(count: 100)
    async let y = indexFiles(count: 200)
    return await [x, y]
}
parent.cancel()
print("children:", await parent.value)
print("top-level isCancelled:", Task.isCancelled)

// expect: quick: finished(5)
// expect: endless: stoppedEarly
// expect: endless stopped early: true
// expect: true
// expect: watcher saw cancellation
// expect: a: stoppedEarly
// expect: b: finished(3)
// expect: children: [main.Outcome.stoppedEarly, main.Outcome.stoppedEarly]
// expect: top-level isCancelled: false
