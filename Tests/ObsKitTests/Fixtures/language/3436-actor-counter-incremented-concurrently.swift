// App code style: actor counter incremented concurrently from a task group
actor Counter {
    private var value = 0
    private var history: [Int] = []

    func increment(by amount: Int = 1) -> Int {
        value += amount
        history.append(amount)
        return value
    }

    var current: Int { value }

    func historySorted() -> [Int] { history.sorted() }
}

let counter = Counter()
await withTaskGroup(of: Void.self) { group in
    for i in 1...20 {
        group.addTask {
            _ = await counter.increment(by: i)
        }
    }
}
print("final value: \(await counter.current)")
let h = await counter.historySorted()
print("history count: \(h.count)")
print("first: \(h.first!), last: \(h.last!)")

let c2 = Counter()
for _ in 0..<5 {
    let v = await c2.increment()
    print("step \(v)")
}

let tasks = (0..<10).map { _ in Task { await c2.increment(by: 10) } }
for t in tasks { _ = await t.value }
print("c2 now \(await c2.current)")
// expect: final value: 210
// expect: history count: 20
// expect: first: 1, last: 20
// expect: step 1
// expect: step 2
// expect: step 3
// expect: step 4
// expect: step 5
// expect: c2 now 105
