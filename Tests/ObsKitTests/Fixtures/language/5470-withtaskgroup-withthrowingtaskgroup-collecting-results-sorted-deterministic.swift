// Swift concurrency style (SE-0304): withTaskGroup and withThrowingTaskGroup collecting results, sorted for deterministic output
func work(_ id: Int) async -> (Int, Int) {
    var acc = 0
    for i in 0...id { acc += i }
    return (id, acc)
}

let pairs = await withTaskGroup(of: (Int, Int).self) { group in
    for id in 1...6 {
        group.addTask { await work(id) }
    }
    var collected: [(Int, Int)] = []
    for await pair in group {
        collected.append(pair)
    }
    return collected.sorted { $0.0 < $1.0 }
}
for (id, sum) in pairs { print("task \(id): \(sum)") }

let total = await withTaskGroup(of: Int.self, returning: Int.self) { group in
    for n in [10, 20, 30] { group.addTask { n * 2 } }
    return await group.reduce(0, +)
}
print("total", total)

enum JobError: Error, CustomStringConvertible {
    case failed(Int)
    var description: String { switch self { case .failed(let n): return "job \(n) failed" } }
}

func job(_ n: Int) async throws -> Int {
    if n == 3 { throw JobError.failed(n) }
    return n * 100
}

do {
    let values = try await withThrowingTaskGroup(of: Int.self) { group in
        for n in [1, 2, 4] { group.addTask { try await job(n) } }
        var out: [Int] = []
        for try await v in group { out.append(v) }
        return out.sorted()
    }
    print("all ok:", values)
} catch {
    print("unexpected", error)
}

do {
    _ = try await withThrowingTaskGroup(of: Int.self) { group in
        group.addTask { try await job(3) }
        var out: [Int] = []
        for try await v in group { out.append(v) }
        return out
    }
} catch {
    print("caught:", error)
}

let words = await withTaskGroup(of: String.self) { group in
    for w in ["delta", "alpha", "charlie", "bravo"] {
        group.addTask { w.uppercased() }
    }
    var all: [String] = []
    while let next = await group.next() { all.append(next) }
    return all.sorted()
}
print(words)

let firstDone = await withTaskGroup(of: Int.self) { group -> Int in
    group.addTask { 42 }
    let v = await group.next() ?? -1
    group.cancelAll()
    return v
}
print("first", firstDone, "empty group next:", await withTaskGroup(of: Int.self) { await $0.next() } as Any)

// expect: task 1: 1
// expect: task 2: 3
// expect: task 3: 6
// expect: task 4: 10
// expect: task 5: 15
// expect: task 6: 21
// expect: total 120
// expect: all ok: [100, 200, 400]
// expect: caught: job 3 failed
// expect: ["ALPHA", "BRAVO", "CHARLIE", "DELTA"]
// expect: first 42 empty group next: nil
