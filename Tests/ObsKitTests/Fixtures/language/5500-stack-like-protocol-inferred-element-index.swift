// Swift Forums style (associated type inference from method signatures): Stack-like protocol with inferred Element and Index
protocol Store {
    associatedtype Value
    associatedtype Key
    func get(_ key: Key) -> Value?
    mutating func put(_ key: Key, _ value: Value)
    var size: Int { get }
}

struct ArrayStore: Store {
    var storage: [String] = []
    func get(_ key: Int) -> String? {
        key < storage.count ? storage[key] : nil
    }
    mutating func put(_ key: Int, _ value: String) {
        while storage.count <= key { storage.append("") }
        storage[key] = value
    }
    var size: Int { storage.count }
}

struct PairStore<K: Equatable, V>: Store {
    var pairs: [(K, V)] = []
    func get(_ key: K) -> V? { pairs.first { $0.0 == key }?.1 }
    mutating func put(_ key: K, _ value: V) {
        if let i = pairs.firstIndex(where: { $0.0 == key }) {
            pairs[i].1 = value
        } else {
            pairs.append((key, value))
        }
    }
    var size: Int { pairs.count }
}

func fill<S: Store>(_ s: inout S, _ entries: [(S.Key, S.Value)]) {
    for (k, v) in entries { s.put(k, v) }
}

func describe<S: Store>(_ s: S, keys: [S.Key]) -> String {
    "\(S.self) size=\(s.size) values=\(keys.map { s.get($0).map { "\($0)" } ?? "-" })"
}

var a = ArrayStore()
fill(&a, [(2, "two"), (0, "zero")])
print(describe(a, keys: [0, 1, 2, 5]))

var p = PairStore<String, Double>()
fill(&p, [("pi", 3.14), ("e", 2.71), ("pi", 3.14159)])
print(describe(p, keys: ["pi", "e", "phi"]))

print(ArrayStore.Value.self, PairStore<Int, Bool>.Key.self)
let v: ArrayStore.Value = "typed via associated type"
print(v)

// expect: ArrayStore size=3 values=["zero", "", "two", "-"]
// expect: PairStore<String, Double> size=2 values=["3.14159", "2.71", "-"]
// expect: String Int
// expect: typed via associated type
