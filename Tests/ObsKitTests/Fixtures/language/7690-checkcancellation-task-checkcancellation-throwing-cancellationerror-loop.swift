// WWDC style (checkCancellation): Task.checkCancellation throwing CancellationError in a loop
func processBatch(_ items: [Int], cancelAfter: Int?) async throws -> [Int] {
    var results: [Int] = []
    for (index, item) in items.enumerated() {
        if let limit = cancelAfter, index == limit {
            withUnsafeCurrentTask { $0?.cancel() }
        }
        try Task.checkCancellation()
        results.append(item * 2)
    }
    return results
}

let full = Task { try await processBatch([1, 2, 3, 4], cancelAfter: nil) }
do {
    print("full:", try await full.value)
} catch {
    print("full failed")
}

let partial = Task { try await processBatch([1, 2, 3, 4], cancelAfter: 2) }
do {
    print("partial:", try await partial.value)
} catch is CancellationError {
    print("partial: cancelled")
} catch {
    print("partial: other error")
}

let cancelledEarly = Task { () throws -> String in
    try await Task.sleep(nanoseconds: 1_000)
    return "finished"
}
cancelledEarly.cancel()
do {
    print(try await cancelledEarly.value)
} catch {
    print("early:", error is CancellationError)
}
// expect: full: [2, 4, 6, 8]
// expect: partial: cancelled
// expect: early: true
