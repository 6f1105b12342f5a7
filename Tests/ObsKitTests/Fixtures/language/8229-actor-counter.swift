// Concurrency tutorial: a counter actor stays correct under many concurrent increments
actor Counter {
    private var value = 0

    func increment() -> Int {
        value += 1
        return value
    }

    func add(_ amount: Int) {
        value += amount
    }

    func current() -> Int {
        value
    }

    func reset() {
        value = 0
    }
}

let counter = Counter()
print("Start: \(await counter.current())")

let first = await counter.increment()
let second = await counter.increment()
print("Sequential increments returned \(first) and \(second)")

await withTaskGroup(of: Void.self) { group in
    for _ in 0..<1000 {
        group.addTask {
            _ = await counter.increment()
        }
    }
}
print("After 1000 concurrent increments: \(await counter.current())")

await counter.reset()
async let a: Void = counter.add(10)
async let b: Void = counter.add(20)
async let c: Void = counter.add(30)
_ = await (a, b, c)
print("After async let adds: \(await counter.current())")

// Each increment returns a unique value, so the sorted list has no gaps.
await counter.reset()
let tickets = await withTaskGroup(of: Int.self) { group -> [Int] in
    for _ in 0..<8 {
        group.addTask { await counter.increment() }
    }
    var got: [Int] = []
    for await t in group { got.append(t) }
    return got.sorted()
}
print("Tickets: \(tickets)")
// expect: Start: 0
// expect: Sequential increments returned 1 and 2
// expect: After 1000 concurrent increments: 1002
// expect: After async let adds: 60
// expect: Tickets: [1, 2, 3, 4, 5, 6, 7, 8]
