// Concurrency tutorial: withTaskGroup runs child tasks and collects their results
func square(_ n: Int) async -> Int {
    n * n
}

let squares = await withTaskGroup(of: (Int, Int).self) { group in
    for n in 1...6 {
        group.addTask {
            (n, await square(n))
        }
    }
    var results: [(Int, Int)] = []
    for await pair in group {
        results.append(pair)
    }
    // Completion order is not guaranteed, so sort before using the results.
    return results.sorted { $0.0 < $1.0 }
}

for (n, sq) in squares {
    print("\(n) squared is \(sq)")
}

let total = await withTaskGroup(of: Int.self, returning: Int.self) { group in
    for word in ["swift", "async", "await", "actor"] {
        group.addTask { word.count }
    }
    return await group.reduce(0, +)
}
print("Total letters: \(total)")

let lengths = await withTaskGroup(of: String.self) { group -> [String] in
    for word in ["pear", "fig", "banana"] {
        group.addTask { "\(word):\(word.count)" }
    }
    var collected: [String] = []
    while let next = await group.next() {
        collected.append(next)
    }
    return collected.sorted()
}
print(lengths.joined(separator: ", "))
// expect: 1 squared is 1
// expect: 2 squared is 4
// expect: 3 squared is 9
// expect: 4 squared is 16
// expect: 5 squared is 25
// expect: 6 squared is 36
// expect: Total letters: 20
// expect: banana:6, fig:3, pear:4
