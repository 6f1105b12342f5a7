// Donny Wals style (parallel word count): chunks counted in a task group, merged, then sorted by count and word
let lines = [
    "swift actors protect state",
    "tasks run in parallel",
    "actors run one task at a time",
    "swift tasks await actors",
]

func countWords(in line: String) async -> [String: Int] {
    var counts: [String: Int] = [:]
    for word in line.split(separator: " ") {
        counts[String(word), default: 0] += 1
    }
    return counts
}

let merged = await withTaskGroup(of: [String: Int].self) { group in
    for line in lines {
        group.addTask { await countWords(in: line) }
    }
    var total: [String: Int] = [:]
    for await partial in group {
        total.merge(partial, uniquingKeysWith: +)
    }
    return total
}

let ranked = merged.sorted {
    $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key
}
for (word, count) in ranked.prefix(5) {
    print(word, count)
}
print("distinct words:", merged.count)
print("total words:", merged.values.reduce(0, +))

let longest = await withTaskGroup(of: String.self) { group in
    for line in lines {
        group.addTask { line.split(separator: " ").map(String.init).max { $0.count < $1.count } ?? "" }
    }
    var found: [String] = []
    for await word in group { found.append(word) }
    return found.sorted()
}
print("longest per line:", longest)

// expect: actors 3
// expect: run 2
// expect: swift 2
// expect: tasks 2
// expect: a 1
// expect: distinct words: 14
// expect: total words: 19
// expect: longest per line: ["actors", "actors", "parallel", "protect"]
