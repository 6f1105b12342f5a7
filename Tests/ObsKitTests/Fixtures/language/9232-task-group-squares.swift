// task-group-squares
// expected output: swiftc 6.3.1 (Linux), run on this machine

func slowSquare(_ n: Int) async -> Int {
    await Task.yield()
    return n * n
}

func isPrime(_ n: Int) async -> Bool {
    guard n > 1 else { return false }
    var d = 2
    while d * d <= n {
        if n % d == 0 { return false }
        d += 1
    }
    return true
}

enum FetchError: Error { case notFound(Int) }

func fetchName(_ id: Int) async throws -> String {
    await Task.yield()
    guard id < 5 else { throw FetchError.notFound(id) }
    return ["zero", "one", "two", "three", "four"][id]
}

func squares(upTo n: Int) async -> [Int] {
    await withTaskGroup(of: (Int, Int).self) { group in
        for i in 1...n { group.addTask { (i, await slowSquare(i)) } }
        var results: [(Int, Int)] = []
        for await r in group { results.append(r) }
        return results.sorted { $0.0 < $1.0 }.map(\.1)
    }
}

func primeCount(in range: ClosedRange<Int>) async -> Int {
    await withTaskGroup(of: Bool.self, returning: Int.self) { group in
        for n in range { group.addTask { await isPrime(n) } }
        return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
    }
}

func names(_ ids: [Int]) async throws -> [String] {
    try await withThrowingTaskGroup(of: (Int, String).self) { group in
        for id in ids { group.addTask { (id, try await fetchName(id)) } }
        var dict: [Int: String] = [:]
        for try await (id, name) in group { dict[id] = name }
        return ids.map { dict[$0]! }
    }
}

print(await squares(upTo: 10))
print(await primeCount(in: 1...100), await primeCount(in: 1000...1100))
do {
    print(try await names([3, 1, 4]))
    print(try await names([2, 9]))
} catch FetchError.notFound(let id) {
    print("not found:", id)
}
async let x = slowSquare(12)
async let y = slowSquare(5)
let (sx, sy) = await (x, y)
print(sx - sy)
let task = Task { () -> String in
    let parts = await squares(upTo: 3)
    return parts.map(String.init).joined(separator: "+")
}
print(await task.value)
let failing = Task { try await fetchName(77) }
switch await failing.result {
case .success(let s): print("unexpected", s)
case .failure(let e): print("task failed with", e)
}
let results = await withTaskGroup(of: String.self) { g -> [String] in
    for w in ["delta", "alpha", "charlie", "bravo"] { g.addTask { w.uppercased() } }
    var all: [String] = []
    for await s in g { all.append(s) }
    return all.sorted()
}
print(results)

// expect: [1, 4, 9, 16, 25, 36, 49, 64, 81, 100]
// expect: 25 16
// expect: ["three", "one", "four"]
// expect: not found: 9
// expect: 119
// expect: 1+4+9
// expect: task failed with notFound(77)
// expect: ["ALPHA", "BRAVO", "CHARLIE", "DELTA"]
