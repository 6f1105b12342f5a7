// Compiler test style: withTaskGroup collecting child results then sorting before printing
func cube(_ n: Int) async -> (Int, Int) {
    return (n, n * n * n)
}

let results = await withTaskGroup(of: (Int, Int).self) { group -> [(Int, Int)] in
    for n in 1...6 {
        group.addTask {
            await cube(n)
        }
    }
    var collected: [(Int, Int)] = []
    for await pair in group {
        collected.append(pair)
    }
    return collected
}

for (n, c) in results.sorted(by: { $0.0 < $1.0 }) {
    print("\(n)^3 = \(c)")
}

let total = await withTaskGroup(of: Int.self, returning: Int.self) { group in
    for n in [10, 20, 30] {
        group.addTask { n / 10 }
    }
    var sum = 0
    for await v in group {
        sum += v
    }
    return sum
}
print("total:", total)
// expect: 1^3 = 1
// expect: 2^3 = 8
// expect: 3^3 = 27
// expect: 4^3 = 64
// expect: 5^3 = 125
// expect: 6^3 = 216
// expect: total: 6
