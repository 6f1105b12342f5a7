// Compiler test style (concurrency): Actor-constrained protocols, extensions, and generic actors
protocol KeyValueStore: Actor {
    associatedtype Value
    var entries: [String: Value] { get }
    func set(_ key: String, _ value: Value)
}

extension KeyValueStore {
    func keysSorted() -> [String] { entries.keys.sorted() }
    func count() -> Int { entries.count }
}

actor MemoryStore<Value>: KeyValueStore {
    private(set) var entries: [String: Value] = [:]
    private(set) var writes = 0
    func set(_ key: String, _ value: Value) {
        entries[key] = value
        writes += 1
    }
    func get(_ key: String) -> Value? { entries[key] }
}

actor Stack<Element> {
    private var items: [Element] = []
    func push(_ e: Element) { items.append(e) }
    func pop() -> Element? { items.popLast() }
    var isEmpty: Bool { items.isEmpty }
}

func fill<S: KeyValueStore>(_ store: S, with pairs: [(String, S.Value)]) async {
    for (k, v) in pairs { await store.set(k, v) }
}

let ints = MemoryStore<Int>()
await fill(ints, with: [("b", 2), ("a", 1), ("c", 3), ("a", 10)])
print("keys:", await ints.keysSorted())
print("count:", await ints.count(), "writes:", await ints.writes)
print("a:", await ints.get("a") ?? 0, "z:", await ints.get("z") as Any)

let strings = MemoryStore<[String]>()
await strings.set("fruits", ["fig", "date"])
print("fruits:", await strings.get("fruits") ?? [])

let stack = Stack<String>()
for w in ["one", "two", "three"] { await stack.push(w) }
var popped: [String] = []
while !(await stack.isEmpty) {
    if let top = await stack.pop() { popped.append(top) }
}
print("popped:", popped)

func summarize(_ stores: [any KeyValueStore]) async -> [Int] {
    var out: [Int] = []
    for s in stores { out.append(await s.count()) }
    return out
}
print("summaries:", await summarize([ints, strings, MemoryStore<Double>()]))

let numbers = Stack<Int>()
await withTaskGroup(of: Void.self) { g in
    for i in 1...20 { g.addTask { await numbers.push(i) } }
}
var total = 0
while let n = await numbers.pop() { total += n }
print("total pushed:", total)

// expect: keys: ["a", "b", "c"]
// expect: count: 3 writes: 4
// expect: a: 10 z: nil
// expect: fruits: ["fig", "date"]
// expect: popped: ["three", "two", "one"]
// expect: summaries: [3, 1, 0]
// expect: total pushed: 210
