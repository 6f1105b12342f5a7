// Compiler test style: primary associated types — `any Collection<Int>`, `some Sequence<String>`, and user protocols declaring primary associated types
protocol Store<Key, Value> {
    associatedtype Key: Hashable & Comparable
    associatedtype Value
    func lookup(_ key: Key) -> Value?
    var keys: [Key] { get }
}

struct DictStore<K: Hashable & Comparable, V>: Store {
    var table: [K: V]
    func lookup(_ key: K) -> V? { table[key] }
    var keys: [K] { table.keys.sorted() }
}

struct SquareStore: Store {
    var limit: Int
    func lookup(_ key: Int) -> Int? { key >= 0 && key <= limit ? key * key : nil }
    var keys: [Int] { Array(0...limit) }
}

func dumpStore(_ s: any Store<Int, Int>) -> String {
    s.keys.map { "\($0):\(s.lookup($0)!)" }.joined(separator: " ")
}

let stores: [any Store<Int, Int>] = [
    DictStore(table: [3: 30, 1: 10, 2: 20]),
    SquareStore(limit: 4),
]
for s in stores { print(dumpStore(s)) }

func names(from s: some Store<String, Int>) -> [String] {
    s.keys.filter { (s.lookup($0) ?? 0) > 1 }
}
print(names(from: DictStore(table: ["x": 1, "y": 5, "z": 2])))

// Standard library primary associated types.
func total(_ c: any Collection<Int>) -> Int { c.reduce(0, +) }
print(total([1, 2, 3]), total(1...100), total(Set([5, 5, 6])), total([7: "a"].keys))

func upper(_ s: some Sequence<String>) -> [String] { s.map { $0.uppercased() } }
print(upper(["a", "bc"]), upper(["q": 1].keys))

func countdown(from n: Int) -> some Sequence<Int> {
    sequence(first: n) { $0 > 0 ? $0 - 1 : nil }
}
print(Array(countdown(from: 5)))

var bag: [any Sequence<Character>] = ["abc", ["x", "y"], "hello".reversed()]
bag.append("zz".dropFirst())
print(bag.map { String(Array($0)) })

func firstOf<T>(_ c: any BidirectionalCollection<T>) -> (T?, T?) { (c.first, c.last) }
print(firstOf([4, 5, 6]), firstOf("wxyz"))

let mutable: any MutableCollection<Int> = [3, 1, 2]
print(mutable.sorted(), mutable.count)

// expect: 1:10 2:20 3:30
// expect: 0:0 1:1 2:4 3:9 4:16
// expect: ["y", "z"]
// expect: 6 5050 11 7
// expect: ["A", "BC"] ["Q"]
// expect: [5, 4, 3, 2, 1, 0]
// expect: ["abc", "xy", "olleh", "z"]
// expect: (Optional(4), Optional(6)) (Optional("w"), Optional("z"))
// expect: [1, 2, 3] 3
