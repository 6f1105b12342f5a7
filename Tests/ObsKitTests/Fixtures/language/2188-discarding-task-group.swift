// Swift Evolution style (SE-0381): withDiscardingTaskGroup with actor-collected results
actor Collector {
    private var items: [String] = []
    func add(_ s: String) { items.append(s) }
    func sorted() -> [String] { items.sorted() }
    var count: Int { items.count }
}

let collector = Collector()
await withDiscardingTaskGroup { group in
    for name in ["kiwi", "apple", "mango", "fig"] {
        group.addTask {
            await collector.add(name.uppercased())
        }
    }
}
print(await collector.sorted())

enum StepError: Error { case bad(Int) }

let errors = Collector()
do {
    try await withThrowingDiscardingTaskGroup { group in
        for i in 1...3 {
            group.addTask {
                if i == 2 { throw StepError.bad(i) }
                await errors.add("step \(i)")
            }
        }
    }
    print("no error")
} catch {
    print("group threw:", error)
}

let counter = Collector()
await withDiscardingTaskGroup { group in
    for i in 0..<20 {
        group.addTask { await counter.add("n\(i)") }
    }
}
print("count:", await counter.count)

let outer = Collector()
await withTaskGroup(of: Void.self) { group in
    for prefix in ["x", "y"] {
        group.addTask {
            await withDiscardingTaskGroup { inner in
                for i in 1...2 { inner.addTask { await outer.add("\(prefix)\(i)") } }
            }
        }
    }
}
print(await outer.sorted())
let result = await withDiscardingTaskGroup(returning: Int.self) { group in
    group.addTask { }
    return 7
}
print("returned:", result)

// expect: ["APPLE", "FIG", "KIWI", "MANGO"]
// expect: group threw: bad(2)
// expect: count: 20
// expect: ["x1", "x2", "y1", "y2"]
// expect: returned: 7
