// Concurrency tutorial: cancelAll() on a task group once the first result arrives
func search(mirror: String, delayMs: Int) async -> String {
    do {
        try await Task.sleep(for: .milliseconds(delayMs))
        return "\(mirror): found"
    } catch {
        return "\(mirror): cancelled"
    }
}

let mirrors = [("eu", 150), ("us", 5), ("asia", 150), ("africa", 150)]

let outcome = await withTaskGroup(of: String.self) { group -> (String, [String]) in
    for (name, delay) in mirrors {
        group.addTask { await search(mirror: name, delayMs: delay) }
    }
    // The fastest mirror wins; the rest are no longer needed.
    let winner = await group.next()!
    group.cancelAll()
    var others: [String] = []
    for await result in group {
        others.append(result)
    }
    return (winner, others.sorted())
}

print("Winner: \(outcome.0)")
for other in outcome.1 {
    print("Other: \(other)")
}

// A group whose children check isCancelled themselves.
let counted = await withTaskGroup(of: Int.self) { group -> Int in
    group.cancelAll()
    for n in 1...5 {
        group.addTask {
            Task.isCancelled ? 0 : n
        }
    }
    return await group.reduce(0, +)
}
print("Sum from cancelled group: \(counted)")
print("Group isCancelled checks done")
// expect: Winner: us: found
// expect: Other: africa: cancelled
// expect: Other: asia: cancelled
// expect: Other: eu: cancelled
// expect: Sum from cancelled group: 0
// expect: Group isCancelled checks done
