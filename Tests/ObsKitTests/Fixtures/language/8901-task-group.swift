// Apple docs style (Concurrency: TaskGroup): fanning out work and sorting results before printing
func isPrime(_ n: Int) -> Bool {
    guard n >= 2 else { return false }
    var d = 2
    while d * d <= n {
        if n % d == 0 { return false }
        d += 1
    }
    return true
}

func countPrimes(in range: ClosedRange<Int>) async -> Int {
    await Task.yield()
    return range.filter(isPrime).count
}

let chunks = [1...100, 101...200, 201...300, 301...400, 401...500]
let perChunk = await withTaskGroup(of: (ClosedRange<Int>, Int).self) { group in
    for chunk in chunks {
        group.addTask { (chunk, await countPrimes(in: chunk)) }
    }
    var results: [(ClosedRange<Int>, Int)] = []
    for await r in group {
        results.append(r)
    }
    return results
}
for (range, count) in perChunk.sorted(by: { $0.0.lowerBound < $1.0.lowerBound }) {
    print("\(range.lowerBound)-\(range.upperBound): \(count) primes")
}
print("total:", perChunk.map(\.1).reduce(0, +))

// Reducing inside the group with next()
let sumOfSquares = await withTaskGroup(of: Int.self, returning: Int.self) { group in
    for i in 1...10 {
        group.addTask { i * i }
    }
    var sum = 0
    while let v = await group.next() { sum += v }
    return sum
}
print("sum of squares 1...10:", sumOfSquares)

// Throwing task group: the first error propagates
enum WorkError: Error { case bad(Int) }
func work(_ n: Int) async throws -> String {
    if n == 13 { throw WorkError.bad(n) }
    return "item\(n)"
}
for inputs in [[1, 2, 3], [12, 13, 14]] {
    do {
        let names = try await withThrowingTaskGroup(of: String.self) { group in
            for n in inputs { group.addTask { try await work(n) } }
            var out: [String] = []
            for try await name in group { out.append(name) }
            return out
        }
        print("ok:", names.sorted())
    } catch {
        print("group failed:", error)
    }
}

// Collecting into a dictionary and printing sorted keys
let lengths = await withTaskGroup(of: (String, Int).self) { group -> [String: Int] in
    for w in ["swift", "actor", "task", "group", "await"] {
        group.addTask { (w, w.count) }
    }
    var d: [String: Int] = [:]
    for await (w, n) in group { d[w] = n }
    return d
}
for key in lengths.keys.sorted() { print("\(key) -> \(lengths[key]!)") }
print("collect all with reduce:", await withTaskGroup(of: Int.self) { g in
    for i in 0..<5 { g.addTask { i * 100 } }
    return await g.reduce(into: [Int]()) { $0.append($1) }.sorted()
})

// expect: 1-100: 25 primes
// expect: 101-200: 21 primes
// expect: 201-300: 16 primes
// expect: 301-400: 16 primes
// expect: 401-500: 17 primes
// expect: total: 95
// expect: sum of squares 1...10: 385
// expect: ok: ["item1", "item2", "item3"]
// expect: group failed: bad(13)
// expect: actor -> 5
// expect: await -> 5
// expect: group -> 5
// expect: swift -> 5
// expect: task -> 4
// expect: collect all with reduce: [0, 100, 200, 300, 400]
