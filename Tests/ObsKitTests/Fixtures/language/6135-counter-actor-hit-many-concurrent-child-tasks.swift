// Hacking with Swift style (actors): a counter actor hit by many concurrent child tasks, its isolated state read back with await
actor Counter {
    let name: String
    private(set) var value = 0
    private var history: [Int] = []

    init(name: String) { self.name = name }

    func increment(by amount: Int = 1) -> Int {
        value += amount
        history.append(amount)
        return value
    }

    func reset() { value = 0; history.removeAll() }

    func stats() -> (count: Int, total: Int, largest: Int) {
        (history.count, history.reduce(0, +), history.max() ?? 0)
    }
}

let clicks = Counter(name: "clicks")
print(clicks.name)
print(await clicks.increment())
print(await clicks.increment(by: 5))

await withTaskGroup(of: Void.self) { group in
    for i in 1...100 {
        group.addTask { _ = await clicks.increment(by: i % 3) }
    }
}
print("after group:", await clicks.value)
let s = await clicks.stats()
print("increments \(s.count), total \(s.total), largest \(s.largest)")

await clicks.reset()
print("after reset:", await clicks.value)

let counters = [Counter(name: "a"), Counter(name: "b"), Counter(name: "c")]
await withTaskGroup(of: Void.self) { group in
    for (index, counter) in counters.enumerated() {
        for _ in 0..<(index + 1) * 10 {
            group.addTask { _ = await counter.increment() }
        }
    }
}
for counter in counters {
    print(counter.name, await counter.value)
}

func bump(_ counter: Counter, times: Int) async -> Int {
    var last = 0
    for _ in 0..<times { last = await counter.increment(by: 2) }
    return last
}
print(await bump(clicks, times: 4))

// expect: clicks
// expect: 1
// expect: 6
// expect: after group: 106
// expect: increments 102, total 106, largest 5
// expect: after reset: 0
// expect: a 10
// expect: b 20
// expect: c 30
// expect: 8
