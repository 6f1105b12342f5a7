// WWDC style (actor concurrency): many concurrent increments on an actor counter are serialized
actor Counter {
    private var value = 0
    func increment(by n: Int = 1) {
        value += n
    }
    func current() -> Int { value }
}

let counter = Counter()
await withTaskGroup(of: Void.self) { group in
    for _ in 0..<100 {
        group.addTask {
            await counter.increment()
        }
    }
}
print("after 100 increments:", await counter.current())

await withTaskGroup(of: Void.self) { group in
    for i in 1...10 {
        group.addTask { await counter.increment(by: i) }
    }
    await group.waitForAll()
}
print("after adding 1...10:", await counter.current())
// expect: after 100 increments: 100
// expect: after adding 1...10: 155
