// WWDC style (MainActor isolation): a @MainActor observable-style store updated from async work
@MainActor
final class CounterStore {
    private(set) var count = 0
    private var observers: [(Int) -> Void] = []

    func observe(_ handler: @escaping (Int) -> Void) {
        observers.append(handler)
    }

    func increment() {
        count += 1
        observers.forEach { $0(count) }
    }
}

func backgroundCompute(_ n: Int) async -> Int {
    (1...n).reduce(0, +)
}

@MainActor
func run() async {
    let store = CounterStore()
    store.observe { print("observer A sees \($0)") }
    store.observe { value in
        if value % 2 == 0 { print("observer B: even \(value)") }
    }
    for _ in 0..<3 {
        store.increment()
    }
    let heavy = await backgroundCompute(100)
    print("computed \(heavy) off the main actor")
    store.increment()
    print("final count \(store.count)")
}

await run()
print("MainActor.assumeIsolated:", MainActor.assumeIsolated { "ok" })
// expect: observer A sees 1
// expect: observer A sees 2
// expect: observer B: even 2
// expect: observer A sees 3
// expect: computed 5050 off the main actor
// expect: observer A sees 4
// expect: observer B: even 4
// expect: final count 4
// expect: MainActor.assumeIsolated: ok
