// Compiler test style: TaskGroup — child results arrive in any order, so they are collected then sorted; throwing groups propagate the first error
func square(_ n: Int) async -> (Int, Int) {
    await Task.yield()
    return (n, n * n)
}

let squares = await withTaskGroup(of: (Int, Int).self) { group in
    for i in 1...8 {
        group.addTask { await square(i) }
    }
    var collected: [(Int, Int)] = []
    for await pair in group {
        collected.append(pair)
    }
    return collected.sorted { $0.0 < $1.0 }
}
print(squares.map { "\($0.0)^2=\($0.1)" }.joined(separator: " "))

// reduce over the group directly
let sum = await withTaskGroup(of: Int.self, returning: Int.self) { group in
    for i in 1...100 { group.addTask { i } }
    return await group.reduce(0, +)
}
print("sum 1...100 = \(sum)")

// next() loop with a dictionary result, printed in sorted key order
let lengths = await withTaskGroup(of: (String, Int).self) { group -> [String: Int] in
    for word in ["swift", "actor", "task", "group", "await"] {
        group.addTask { (word, word.count) }
    }
    var result: [String: Int] = [:]
    while let (word, count) = await group.next() {
        result[word] = count
    }
    return result
}
for key in lengths.keys.sorted() { print("\(key): \(lengths[key]!)") }

// Throwing group: the error from the child is rethrown by next()
enum JobError: Error { case failed(Int) }
do {
    let values = try await withThrowingTaskGroup(of: Int.self) { group in
        for i in [2, 4, 5, 6] {
            group.addTask {
                if i == 5 { throw JobError.failed(i) }
                return i * 100
            }
        }
        var out: [Int] = []
        for try await v in group { out.append(v) }
        return out
    }
    print("unexpected: \(values)")
} catch JobError.failed(let n) {
    print("group failed on job \(n)")
}

// Child tasks that return nothing, with results written to an actor
actor Collector {
    var items: [String] = []
    func add(_ s: String) { items.append(s) }
}
let collector = Collector()
await withTaskGroup(of: Void.self) { group in
    for c in ["c", "a", "d", "b"] {
        group.addTask { await collector.add(c.uppercased()) }
    }
}
print("collected: \(await collector.items.sorted())")
print("waitForAll done, count = \(await collector.items.count)")

// expect: 1^2=1 2^2=4 3^2=9 4^2=16 5^2=25 6^2=36 7^2=49 8^2=64
// expect: sum 1...100 = 5050
// expect: actor: 5
// expect: await: 5
// expect: group: 5
// expect: swift: 5
// expect: task: 4
// expect: group failed on job 5
// expect: collected: ["A", "B", "C", "D"]
// expect: waitForAll done, count = 4
