// Compiler test style (concurrency): withTaskGroup collecting child results and sorting them
func collatzSteps(_ start: Int) async -> Int {
    var n = start
    var steps = 0
    while n != 1 {
        n = n % 2 == 0 ? n / 2 : 3 * n + 1
        steps += 1
    }
    return steps
}

let starts = [7, 27, 1, 12, 19, 6]
let results = await withTaskGroup(of: (Int, Int).self) { group in
    for s in starts {
        group.addTask { (s, await collatzSteps(s)) }
    }
    var collected: [(Int, Int)] = []
    for await pair in group {
        collected.append(pair)
    }
    return collected
}
for (start, steps) in results.sorted(by: { $0.0 < $1.0 }) {
    print("collatz(\(start)) = \(steps)")
}

let total = await withTaskGroup(of: Int.self, returning: Int.self) { group in
    for i in 1...100 {
        group.addTask { i }
    }
    var sum = 0
    for await v in group { sum += v }
    return sum
}
print("total:", total)

let words = ["pear", "fig", "banana", "kiwi", "apple"]
let upper = await withTaskGroup(of: String.self) { group -> [String] in
    for w in words {
        group.addTask { w.uppercased() }
    }
    var out: [String] = []
    while let next = await group.next() {
        out.append(next)
    }
    return out.sorted()
}
print(upper.joined(separator: ","))

let lengths = await withTaskGroup(of: Int.self) { group in
    for w in words { group.addTask { w.count } }
    return await group.reduce(into: [Int]()) { $0.append($1) }
}
print("lengths sorted:", lengths.sorted())
print("max length:", lengths.max() ?? -1)

// expect: collatz(1) = 0
// expect: collatz(6) = 8
// expect: collatz(7) = 16
// expect: collatz(12) = 9
// expect: collatz(19) = 20
// expect: collatz(27) = 111
// expect: total: 5050
// expect: APPLE,BANANA,FIG,KIWI,PEAR
// expect: lengths sorted: [3, 4, 4, 5, 6]
// expect: max length: 6
