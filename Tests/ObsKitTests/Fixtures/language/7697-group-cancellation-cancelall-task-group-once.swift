// WWDC style (group cancellation): cancelAll on a task group once enough results arrive
func search(shard: Int, query: String) async -> [String] {
    if Task.isCancelled { return [] }
    return (0..<shard).map { "\(query)-\(shard)-\($0)" }
}

let found = await withTaskGroup(of: [String].self) { group -> [String] in
    for shard in 1...4 {
        group.addTask { await search(shard: shard, query: "q") }
    }
    var all: [String] = []
    while let batch = await group.next() {
        all += batch
    }
    return all.sorted()
}
print(found.count, "results")
print(found.prefix(3).joined(separator: ","))

let firstNonEmpty = await withTaskGroup(of: Int.self) { group -> Int in
    for n in [5, 5, 5] {
        group.addTask { n }
    }
    let first = await group.next()!
    group.cancelAll()
    return first
}
print("first:", firstNonEmpty)

let isEmpty = await withTaskGroup(of: Int.self) { group -> Bool in
    group.isEmpty
}
print("empty group:", isEmpty)
// expect: 10 results
// expect: q-1-0,q-2-0,q-2-1
// expect: first: 5
// expect: empty group: true
