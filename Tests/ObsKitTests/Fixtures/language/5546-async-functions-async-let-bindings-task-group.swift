// The Swift Programming Language style (Concurrency): async functions, async let bindings, a task group collecting results in sorted order, and an actor guarding state
actor Tally {
    private var counts: [String: Int] = [:]
    func add(_ word: String) { counts[word, default: 0] += 1 }
    func report() -> [String] { counts.keys.sorted().map { "\($0)=\(counts[$0]!)" } }
}

func fetchThumbnail(_ n: Int) async -> String {
    await Task.yield()
    return "thumb#\(n)"
}

func square(_ n: Int) async -> Int { n * n }

func run() async {
    async let a = fetchThumbnail(1)
    async let b = fetchThumbnail(2)
    async let c = fetchThumbnail(3)
    let all = await [a, b, c]
    print(all)

    let sum = await withTaskGroup(of: Int.self) { group in
        for i in 1...5 { group.addTask { await square(i) } }
        var total = 0
        for await v in group { total += v }
        return total
    }
    print("sum of squares \(sum)")

    let pairs = await withTaskGroup(of: (Int, String).self) { group -> [(Int, String)] in
        for i in [3, 1, 2] { group.addTask { (i, await fetchThumbnail(i * 10)) } }
        var out: [(Int, String)] = []
        for await p in group { out.append(p) }
        return out.sorted { $0.0 < $1.0 }
    }
    for (i, s) in pairs { print(i, s) }

    let tally = Tally()
    await withTaskGroup(of: Void.self) { group in
        for w in ["oak", "elm", "oak", "ash", "oak", "elm"] {
            group.addTask { await tally.add(w) }
        }
    }
    print(await tally.report())
}

await run()
print("finished")

// expect: ["thumb#1", "thumb#2", "thumb#3"]
// expect: sum of squares 55
// expect: 1 thumb#10
// expect: 2 thumb#20
// expect: 3 thumb#30
// expect: ["ash=1", "elm=2", "oak=3"]
// expect: finished
