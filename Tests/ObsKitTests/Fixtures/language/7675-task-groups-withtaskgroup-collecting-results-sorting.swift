// WWDC style (task groups): withTaskGroup collecting results and sorting them
func wordLength(_ word: String) async -> (String, Int) {
    (word, word.count)
}

let words = ["actor", "await", "sendable", "task", "group", "isolation"]

let lengths = await withTaskGroup(of: (String, Int).self) { group in
    for w in words {
        group.addTask { await wordLength(w) }
    }
    var collected: [(String, Int)] = []
    for await pair in group {
        collected.append(pair)
    }
    return collected
}

let sorted = lengths.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
for (word, len) in sorted {
    print("\(word): \(len)")
}

let total = await withTaskGroup(of: Int.self, returning: Int.self) { group in
    for i in 1...10 {
        group.addTask { i * i }
    }
    return await group.reduce(0, +)
}
print("total = \(total)")
// expect: isolation: 9
// expect: sendable: 8
// expect: actor: 5
// expect: await: 5
// expect: group: 5
// expect: task: 4
// expect: total = 385
