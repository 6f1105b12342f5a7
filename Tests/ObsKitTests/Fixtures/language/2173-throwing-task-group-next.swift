// Swift Evolution style (SE-0304): withThrowingTaskGroup consumed with next()
enum JobError: Error { case failed(Int) }

func work(_ n: Int) async throws -> Int {
    if n == 13 { throw JobError.failed(n) }
    return n * n
}

let squares = try await withThrowingTaskGroup(of: (Int, Int).self) { group in
    for n in 1...6 {
        group.addTask { (n, try await work(n)) }
    }
    var results: [(Int, Int)] = []
    while let r = try await group.next() {
        results.append(r)
    }
    return results.sorted { $0.0 < $1.0 }
}
for (n, sq) in squares { print(n, "->", sq) }

do {
    let total = try await withThrowingTaskGroup(of: Int.self) { group in
        for n in [2, 13, 4] { group.addTask { try await work(n) } }
        var sum = 0
        while let v = try await group.next() { sum += v }
        return sum
    }
    print("total:", total)
} catch JobError.failed(let n) {
    print("job failed on", n)
}

let firstDone = try await withThrowingTaskGroup(of: Int.self) { group -> Int in
    group.addTask { 42 }
    let first = try await group.next() ?? -1
    group.cancelAll()
    return first
}
print("first:", firstDone)

let partial = await withTaskGroup(of: String.self) { group in
    for name in ["delta", "alpha", "charlie", "bravo"] {
        group.addTask { name.uppercased() }
    }
    var names: [String] = []
    for await n in group { names.append(n) }
    return names.sorted()
}
print(partial)

let counted = try await withThrowingTaskGroup(of: Int.self, returning: Int.self) { group in
    for i in 0..<10 { group.addTask { i } }
    return try await group.reduce(0, +)
}
print("reduced:", counted)

// expect: 1 -> 1
// expect: 2 -> 4
// expect: 3 -> 9
// expect: 4 -> 16
// expect: 5 -> 25
// expect: 6 -> 36
// expect: job failed on 13
// expect: first: 42
// expect: ["ALPHA", "BRAVO", "CHARLIE", "DELTA"]
// expect: reduced: 45
