// Swift Evolution style (SE-0304 structured concurrency task groups): checksumming files
let files: [String: String] = [
    "a.txt": "hello",
    "b.txt": "structured concurrency",
    "c.txt": "",
    "d.txt": "task groups collect child results",
]

func checksum(_ text: String) async -> Int {
    text.unicodeScalars.reduce(0) { ($0 &* 31 &+ Int($1.value)) % 1_000_003 }
}

// Results arrive in completion order, so sort before printing
let sums = await withTaskGroup(of: (String, Int).self) { group in
    for (name, contents) in files {
        group.addTask { (name, await checksum(contents)) }
    }
    var collected: [(String, Int)] = []
    for await pair in group {
        collected.append(pair)
    }
    return collected.sorted { $0.0 < $1.0 }
}
for (name, sum) in sums {
    print(name, sum)
}

// A reduction needs no ordering at all
let totalLength = await withTaskGroup(of: Int.self, returning: Int.self) { group in
    for contents in files.values {
        group.addTask { contents.count }
    }
    return await group.reduce(0, +)
}
print("total characters:", totalLength)

// Throwing groups: the first error propagates and remaining children are cancelled
enum ReadError: Error { case empty(String) }

func read(_ name: String) async throws -> String {
    guard let text = files[name], !text.isEmpty else { throw ReadError.empty(name) }
    return text
}

do {
    let words = try await withThrowingTaskGroup(of: Int.self) { group in
        for name in ["a.txt", "c.txt"] {
            group.addTask { try await read(name).split(separator: " ").count }
        }
        return try await group.reduce(0, +)
    }
    print("words:", words)
} catch {
    print("failed:", error)
}

// Limiting work: only add tasks for names that exist, then drain with next()
let wanted = ["b.txt", "d.txt", "zzz"]
let longest = await withTaskGroup(of: Int?.self) { group in
    for name in wanted {
        group.addTask { try? await read(name).count }
    }
    var best = 0
    while let result = await group.next() {
        if let n = result, n > best { best = n }
    }
    return best
}
print("longest:", longest)

// Discarding task groups (SE-0381) for fire-and-forget children with shared state
actor Tally {
    var count = 0
    func bump() { count += 1 }
}
let tally = Tally()
await withDiscardingTaskGroup { group in
    for _ in 0..<25 {
        group.addTask { await tally.bump() }
    }
}
print("bumps:", await tally.count)

// expect: a.txt 162025
// expect: b.txt 427061
// expect: c.txt 0
// expect: d.txt 483691
// expect: total characters: 60
// expect: failed: empty("c.txt")
// expect: longest: 33
// expect: bumps: 25
