// Swift by Sundell style (task groups): withTaskGroup fanning out work, results collected and sorted before printing
func wordCount(_ text: String) async -> Int {
    text.split(separator: " ").count
}

let documents = [
    "intro": "swift concurrency makes async code readable",
    "groups": "task groups run children in parallel",
    "actors": "actors protect state",
    "empty": "",
]

let counts = await withTaskGroup(of: (String, Int).self) { group in
    for (name, text) in documents {
        group.addTask { (name, await wordCount(text)) }
    }
    var result: [(String, Int)] = []
    for await pair in group { result.append(pair) }
    return result
}
for (name, n) in counts.sorted(by: { $0.0 < $1.0 }) {
    print(name, n)
}

let total = await withTaskGroup(of: Int.self, returning: Int.self) { group in
    for n in 1...10 { group.addTask { n * n } }
    return await group.reduce(0, +)
}
print("sum of squares:", total)

let firstFew = await withTaskGroup(of: Int.self) { group -> [Int] in
    for n in [5, 3, 9, 1] { group.addTask { n * 10 } }
    var seen: [Int] = []
    while let value = await group.next() {
        seen.append(value)
    }
    return seen.sorted()
}
print(firstFew)

let lengths = await withTaskGroup(of: Int.self) { group in
    for word in ["a", "bb", "ccc"] {
        group.addTask { word.count }
    }
    var collected: [Int] = []
    for await length in group { collected.append(length) }
    return collected
}
print(lengths.sorted(by: >), lengths.count)

let emptyGroup = await withTaskGroup(of: String.self) { group in
    await group.next() ?? "no children"
}
print(emptyGroup)

// expect: actors 3
// expect: empty 0
// expect: groups 6
// expect: intro 6
// expect: sum of squares: 385
// expect: [10, 30, 50, 90]
// expect: [3, 2, 1] 3
// expect: no children
