// Advanced Swift style (primary associated types): some Collection<Int> return types, any Sequence<String> existentials and a protocol declaring its own primary associated type
func evens(upTo n: Int) -> some Collection<Int> {
    stride(from: 0, through: n, by: 2).map { $0 }
}

func squares(_ xs: some Sequence<Int>) -> [Int] { xs.map { $0 * $0 } }

func describeAll(_ sources: [any Sequence<String>]) -> [String] {
    sources.map { seq in seq.joined(separator: "|") }
}

protocol Store<Value> {
    associatedtype Value
    func load(_ key: String) -> Value?
}

struct MemoryStore<Value>: Store {
    var entries: [String: Value]
    func load(_ key: String) -> Value? { entries[key] }
}

struct DefaultStore: Store {
    func load(_ key: String) -> Int? { key.count }
}

func total(_ store: any Store<Int>, keys: [String]) -> Int {
    keys.compactMap { store.load($0) }.reduce(0, +)
}

func firstPresent(_ store: some Store<String>, _ keys: String...) -> String {
    for k in keys { if let v = store.load(k) { return v } }
    return "none"
}

let e = evens(upTo: 10)
print(Array(e), e.count, e.first!)
print(squares(e), squares(1...4), squares([7]))
let sources: [any Sequence<String>] = [["a", "b"], Set(["only"]), "x y z".split(separator: " ").map(String.init)]
print(describeAll(sources))
let stores: [any Store<Int>] = [MemoryStore(entries: ["a": 10, "b": 5]), DefaultStore()]
for s in stores { print(total(s, keys: ["a", "b", "ccc"])) }
let names = MemoryStore(entries: ["home": "/root", "tmp": "/tmp"])
print(firstPresent(names, "work", "tmp", "home"), firstPresent(names, "nope"))
let anyColl: any Collection<Int> = [3, 1, 2]
print(anyColl.count, anyColl.sorted(), anyColl.contains(2))
func opened(_ c: any Collection<Int>) -> Int { sumOf(c) }
func sumOf<C: Collection<Int>>(_ c: C) -> Int { c.reduce(0, +) }
print(opened(anyColl), opened(5..<8))

// expect: [0, 2, 4, 6, 8, 10] 6 0
// expect: [0, 4, 16, 36, 64, 100] [1, 4, 9, 16] [49]
// expect: ["a|b", "only", "x|y|z"]
// expect: 15
// expect: 5
// expect: /tmp none
// expect: 3 [1, 2, 3] true
// expect: 6 18
