// Concurrency: `withTaskGroup` and `withThrowingTaskGroup` collecting child results, sorted before printing so the order does not depend on scheduling.
// expected output: swiftc 6.3.1 (Linux), run on this machine
func wordCount(_ text: String) async -> (String, Int) {
    await Task.yield()
    return (text, text.split(separator: " ").count)
}

let docs = ["a b c", "one", "the quick brown fox", "to be"]
let counts = await withTaskGroup(of: (String, Int).self) { group in
    for d in docs {
        group.addTask { await wordCount(d) }
    }
    var all: [(String, Int)] = []
    for await r in group {
        all.append(r)
    }
    return all
}
for (doc, n) in counts.sorted(by: { $0.1 < $1.1 }) {
    print(n, doc)
}

let sum = await withTaskGroup(of: Int.self, returning: Int.self) { group in
    for i in 1...10 {
        group.addTask { i * i }
    }
    return await group.reduce(0, +)
}
print("sum of squares", sum)

struct BadInput: Error { let value: Int }
do {
    let checked = try await withThrowingTaskGroup(of: Int.self) { group in
        for v in [2, 4, 7, 8] {
            group.addTask {
                if v % 2 != 0 { throw BadInput(value: v) }
                return v / 2
            }
        }
        var halves: [Int] = []
        for try await h in group { halves.append(h) }
        return halves
    }
    print("halves", checked.sorted())
} catch let e as BadInput {
    print("bad input", e.value)
}

// expect: 1 one
// expect: 2 to be
// expect: 3 a b c
// expect: 4 the quick brown fox
// expect: sum of squares 385
// expect: bad input 7
