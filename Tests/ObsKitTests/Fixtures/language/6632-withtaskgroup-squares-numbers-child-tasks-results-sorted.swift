// WWDC style (task groups): withTaskGroup squares numbers in child tasks; results are sorted before printing
func square(_ n: Int) async -> Int {
    n * n
}

let squares = await withTaskGroup(of: Int.self) { group in
    for n in 1...6 {
        group.addTask { await square(n) }
    }
    var collected: [Int] = []
    for await value in group {
        collected.append(value)
    }
    return collected.sorted()
}
print("squares:", squares)

let labelled = await withTaskGroup(of: (String, Int).self, returning: [(String, Int)].self) { group in
    for word in ["pear", "fig", "banana", "kiwi"] {
        group.addTask { (word, word.count) }
    }
    var result: [(String, Int)] = []
    for await item in group {
        result.append(item)
    }
    return result.sorted { $0.0 < $1.0 }
}
for (word, length) in labelled {
    print("\(word) has \(length) letters")
}

let sum = await withTaskGroup(of: Int.self) { group -> Int in
    for n in stride(from: 10, through: 50, by: 10) {
        group.addTask { n / 2 }
    }
    return await group.reduce(0, +)
}
print("sum of halves:", sum)

// expect: squares: [1, 4, 9, 16, 25, 36]
// expect: banana has 6 letters
// expect: fig has 3 letters
// expect: kiwi has 4 letters
// expect: pear has 4 letters
// expect: sum of halves: 75
