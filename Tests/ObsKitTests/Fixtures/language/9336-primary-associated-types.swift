// primary associated types: any Collection<T>, some Sequence<T>, own protocol with primary types
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol Store<Key, Value> {
    associatedtype Key: Hashable & Comparable
    associatedtype Value
    subscript(key: Key) -> Value? { get set }
    var keys: [Key] { get }
}
struct MemoryStore<K: Hashable & Comparable, V>: Store {
    private var storage: [K: V] = [:]
    subscript(key: K) -> V? {
        get { storage[key] }
        set { storage[key] = newValue }
    }
    var keys: [K] { storage.keys.sorted() }
}
struct LoggingStore<K: Hashable & Comparable, V>: Store {
    var inner = MemoryStore<K, V>()
    var log: [String] = []
    subscript(key: K) -> V? {
        get { inner[key] }
        set { log.append("set \(key)"); inner[key] = newValue }
    }
    var keys: [K] { inner.keys }
}

func fill(_ s: inout some Store<String, Int>) {
    s["b"] = 2
    s["a"] = 1
    s["c"] = 3
}
func dump(_ s: any Store<String, Int>) -> String {
    s.keys.map { "\($0)=\(s[$0]!)" }.joined(separator: ",")
}

var m = MemoryStore<String, Int>()
fill(&m)
var l = LoggingStore<String, Int>()
fill(&l)
l["a"] = nil
print(dump(m))
print(dump(l), l.log)

let stores: [any Store<String, Int>] = [m, l]
print(stores.map { $0.keys.count })

func firstTwo(_ c: any Collection<Int>) -> [Int] { Array(c).prefix(2).map { $0 } }
print(firstTwo([5, 6, 7]), firstTwo(10..<20), firstTwo(Set([42])))

func total(_ seqs: [any Sequence<Int>]) -> Int {
    seqs.reduce(0) { acc, s in acc + s.reduce(0, +) }
}
print(total([[1, 2], 1...3, stride(from: 0, to: 10, by: 5)]))

func lengths(_ words: some Sequence<String>) -> [Int] { words.map(\.count) }
print(lengths(["a", "bb", "ccc"]), lengths(Set(["zz"])))

var anyCol: any MutableCollection<Character> = Array("hello")
print(anyCol.count, String(describing: type(of: anyCol)))
func uppercaseFirst(_ c: inout some MutableCollection<Character>) {
    if let i = c.indices.first { c[i] = Character(c[i].uppercased()) }
}
var chars = Array("swift")
uppercaseFirst(&chars)
print(String(chars))
anyCol = Array("bye")
print(anyCol.count)

// expect: a=1,b=2,c=3
// expect: b=2,c=3 ["set b", "set a", "set c", "set a"]
// expect: [3, 2]
// expect: [5, 6] [10, 11] [42]
// expect: 14
// expect: [1, 2, 3] [2]
// expect: 5 Array<Character>
// expect: Swift
// expect: 3
