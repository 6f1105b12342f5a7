// Apple docs style (TaskGroup.cancelAll): stop searching once a match is found
struct Shard: Sendable {
    let id: Int
    let keys: [String]
}

let shards = (0..<6).map { i in
    Shard(id: i, keys: (0..<40).map { "key-\(i)-\($0)" })
}

// Each child scans a shard but checks cancellation between keys.
func search(_ shard: Shard, for target: String) async -> (shard: Int, index: Int)? {
    for (index, key) in shard.keys.enumerated() {
        if Task.isCancelled { return nil }
        if key == target { return (shard.id, index) }
        await Task.yield()
    }
    return nil
}

func find(_ target: String) async -> String {
    await withTaskGroup(of: (shard: Int, index: Int)?.self) { group in
        for shard in shards {
            group.addTask { await search(shard, for: target) }
        }
        for await hit in group {
            if let hit {
                group.cancelAll()   // the remaining children wind down early
                return "found \(target) in shard \(hit.shard) at \(hit.index)"
            }
        }
        return "\(target) not found"
    }
}

print(await find("key-3-17"))
print(await find("key-0-0"))
print(await find("key-9-1"))

// cancelAll also marks the group itself as cancelled.
let flags = await withTaskGroup(of: Bool.self) { group -> [String] in
    var notes = ["before: \(group.isCancelled)"]
    group.cancelAll()
    notes.append("after: \(group.isCancelled)")
    // A child added after cancelAll still runs but sees cancellation.
    group.addTask { Task.isCancelled }
    if let childSaw = await group.next() {
        notes.append("child saw cancelled: \(childSaw)")
    }
    return notes
}
flags.forEach { print($0) }

// Throwing children that use checkCancellation stop with CancellationError.
let cancelledCount = await withThrowingTaskGroup(of: Int.self) { group -> Int in
    group.cancelAll()
    for n in 1...4 {
        group.addTask {
            try Task.checkCancellation()
            return n
        }
    }
    var errors = 0
    while true {
        do {
            guard (try await group.next()) != nil else { break }
        } catch {
            errors += 1
        }
    }
    return errors
}
print("children that threw CancellationError:", cancelledCount)

// expect: found key-3-17 in shard 3 at 17
// expect: found key-0-0 in shard 0 at 0
// expect: key-9-1 not found
// expect: before: false
// expect: after: true
// expect: child saw cancelled: true
// expect: children that threw CancellationError: 4
