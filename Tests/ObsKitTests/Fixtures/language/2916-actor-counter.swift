// Compiler test style: actor serializing increments from many child tasks
actor Counter {
    private(set) var value = 0
    var history: [Int] = []

    func increment(by amount: Int) {
        value += amount
        history.append(amount)
    }

    func reset() -> Int {
        let old = value
        value = 0
        return old
    }
}

let counter = Counter()
await withTaskGroup(of: Void.self) { group in
    for i in 1...20 {
        group.addTask {
            await counter.increment(by: i)
        }
    }
}
print("value:", await counter.value)
let h = await counter.history
print("history count:", h.count, "sum:", h.reduce(0, +))
print("sorted first 5:", Array(h.sorted().prefix(5)))
let old = await counter.reset()
print("reset returned:", old, "now:", await counter.value)
// expect: value: 210
// expect: history count: 20 sum: 210
// expect: sorted first 5: [1, 2, 3, 4, 5]
// expect: reset returned: 210 now: 0
