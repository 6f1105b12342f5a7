// Compiler test style (concurrency): actor methods calling other async code and isolated helpers
actor ImageCache {
    private var storage: [String: String] = [:]
    private(set) var loads = 0
    private(set) var lookups = 0

    private func render(_ name: String) async -> String {
        loads += 1
        return String(name.reversed()).uppercased()
    }

    func image(named name: String) async -> String {
        lookups += 1
        if let cached = storage[name] { return cached }
        let rendered = await render(name)
        storage[name] = rendered
        return rendered
    }

    func preload(_ names: [String]) async {
        for n in names { _ = await image(named: n) }
    }

    func keys() -> [String] { storage.keys.sorted() }
}

let cache = ImageCache()
await cache.preload(["logo", "icon", "logo"])
print("loads:", await cache.loads, "lookups:", await cache.lookups)
print("icon:", await cache.image(named: "icon"))
print("keys:", await cache.keys())

// isolated parameter lets a free function touch actor state synchronously.
func drain(_ cache: isolated ImageCache) -> Int {
    let n = cache.keys().count
    return n * 10 + cache.loads
}
print("drain:", await drain(cache))

actor Ledger {
    var entries: [Int] = []
    func record(_ v: Int) { entries.append(v) }
    func transfer(to other: Ledger, amount: Int) async {
        record(-amount)
        await other.record(amount)
    }
    var balance: Int { entries.reduce(0, +) }
}

let a = Ledger(), b = Ledger()
await a.record(100)
await a.transfer(to: b, amount: 30)
await b.transfer(to: a, amount: 5)
print("a:", await a.balance, await a.entries)
print("b:", await b.balance, await b.entries)

await withTaskGroup(of: Void.self) { g in
    for i in 1...10 { g.addTask { await a.transfer(to: b, amount: i) } }
}
print("after group a:", await a.balance, "b:", await b.balance)
print("entry counts:", await a.entries.count, await b.entries.count)

// expect: loads: 2 lookups: 3
// expect: icon: NOCI
// expect: keys: ["icon", "logo"]
// expect: drain: 22
// expect: a: 75 [100, -30, 5]
// expect: b: 25 [30, -5]
// expect: after group a: 20 b: 80
// expect: entry counts: 13 12
