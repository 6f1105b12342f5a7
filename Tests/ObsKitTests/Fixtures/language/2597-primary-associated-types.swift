// Compiler test style: primary associated types - any Collection<Int>, some Sequence<String>, constrained existentials
func total(_ c: any Collection<Int>) -> Int {
    var s = 0
    for x in c { s += x }
    return s
}

func firstTwo(_ s: some Sequence<String>) -> [String] {
    Array(s.prefix(2))
}

protocol Store<Key, Value> {
    associatedtype Key: Hashable
    associatedtype Value
    func lookup(_ k: Key) -> Value?
}
struct DictStore<K: Hashable, V>: Store {
    var d: [K: V]
    func lookup(_ k: K) -> V? { d[k] }
}
struct ConstStore: Store {
    func lookup(_ k: String) -> Int? { k.count }
}

func probe(_ s: any Store<String, Int>, _ keys: [String]) -> [Int?] {
    keys.map { s.lookup($0) }
}

print(total([1, 2, 3]))
print(total(Set([5, 5, 6])))
print(total(1...10))
print(firstTwo(["x", "y", "z"]))
print(firstTwo(["q"].lazy.map { $0 + "!" }))
let stores: [any Store<String, Int>] = [DictStore(d: ["a": 1]), ConstStore()]
for s in stores {
    print(probe(s, ["a", "bcd"]))
}
let c: any Collection<Int> = [4, 5]
print(c.count, c.first!)
// expect: 6
// expect: 11
// expect: 55
// expect: ["x", "y"]
// expect: ["q!"]
// expect: [Optional(1), nil]
// expect: [Optional(1), Optional(3)]
// expect: 2 4
