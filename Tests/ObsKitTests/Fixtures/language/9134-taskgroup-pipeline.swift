// taskgroup-pipeline
// expected output: swiftc 6.3.1 (Linux), run on this machine
func wordCount(_ text: String) async -> Int {
    await Task.yield()
    return text.split(separator: " ").count
}

func checksum(_ n: Int) async throws -> Int {
    if n < 0 { throw CancellationError() }
    return (n * 31 + 7) % 101
}

let docs = [
    "a": "the quick brown fox",
    "b": "jumps over",
    "c": "the lazy dog today",
    "d": "",
]

let counts = await withTaskGroup(of: (String, Int).self) { group in
    for (name, text) in docs {
        group.addTask { (name, await wordCount(text)) }
    }
    var result: [String: Int] = [:]
    for await (name, n) in group { result[name] = n }
    return result
}
for key in counts.keys.sorted() { print(key, counts[key]!) }
print("total", counts.values.reduce(0, +))

do {
    let sums = try await withThrowingTaskGroup(of: Int.self) { group in
        for n in [1, 2, 3, 4, 5] { group.addTask { try await checksum(n) } }
        var all: [Int] = []
        for try await s in group { all.append(s) }
        return all.sorted()
    }
    print(sums)
} catch {
    print("failed")
}

do {
    _ = try await withThrowingTaskGroup(of: Int.self) { group in
        for n in [3, -1, 4] { group.addTask { try await checksum(n) } }
        return try await group.reduce(0, +)
    }
} catch is CancellationError {
    print("cancelled by negative input")
}

async let x = wordCount("one two three")
async let y = wordCount("four")
let (xv, yv) = await (x, y)
print(xv + yv)

let squares = await withTaskGroup(of: (Int, Int).self, returning: [Int].self) { g in
    for i in 1...5 { g.addTask { (i, i * i) } }
    var pairs: [(Int, Int)] = []
    for await p in g { pairs.append(p) }
    return pairs.sorted { $0.0 < $1.0 }.map(\.1)
}
print(squares)
// expect: a 4
// expect: b 2
// expect: c 4
// expect: d 0
// expect: total 10
// expect: [30, 38, 61, 69, 100]
// expect: cancelled by negative input
// expect: 4
// expect: [1, 4, 9, 16, 25]
