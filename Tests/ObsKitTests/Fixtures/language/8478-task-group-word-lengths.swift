// Swift book style (Concurrency): a task group analyzes chapters concurrently, and results are sorted before printing
let chapters: [String: String] = [
    "opaque": "some types hide what they are",
    "arc": "weak references do not keep objects alive",
    "generics": "write code once for many types",
    "actors": "actors protect their mutable state",
]

struct Stats: Sendable {
    let chapter: String
    let words: Int
    let longest: String
}

func analyze(_ name: String, _ text: String) async -> Stats {
    let words = text.split(separator: " ").map(String.init)
    let longest = words.max { ($0.count, $1) < ($1.count, $0) } ?? ""
    return Stats(chapter: name, words: words.count, longest: longest)
}

let results = await withTaskGroup(of: Stats.self) { group in
    for (name, text) in chapters {
        group.addTask { await analyze(name, text) }
    }
    var collected: [Stats] = []
    for await stats in group {
        collected.append(stats)
    }
    return collected.sorted { $0.chapter < $1.chapter }
}

for s in results {
    print("\(s.chapter): \(s.words) words, longest '\(s.longest)'")
}

let totalWords = await withTaskGroup(of: Int.self, returning: Int.self) { group in
    for s in results {
        group.addTask { s.words * 2 }
    }
    return await group.reduce(0, +)
}
print("double word total:", totalWords)

// Indexed results keep the original order regardless of finishing order
let squares = await withTaskGroup(of: (Int, Int).self) { group in
    for n in 1...6 {
        group.addTask { (n, n * n) }
    }
    var slots = Array(repeating: 0, count: 6)
    for await (n, sq) in group {
        slots[n - 1] = sq
    }
    return slots
}
print("squares:", squares)

// expect: actors: 5 words, longest 'mutable'
// expect: arc: 7 words, longest 'references'
// expect: generics: 6 words, longest 'types'
// expect: opaque: 6 words, longest 'types'
// expect: double word total: 48
// expect: squares: [1, 4, 9, 16, 25, 36]
