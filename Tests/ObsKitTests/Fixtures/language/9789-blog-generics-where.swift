// Swift by Sundell style: generics with where clauses and conditional conformance
struct Stack<Element> {
    private var storage: [Element] = []
    mutating func push(_ e: Element) { storage.append(e) }
    mutating func pop() -> Element? { storage.popLast() }
    var top: Element? { storage.last }
    var count: Int { storage.count }
}

extension Stack: CustomStringConvertible {
    var description: String { "Stack\(storage)" }
}
extension Stack: Equatable where Element: Equatable {}
extension Stack where Element: Comparable {
    var maxElement: Element? { storage.max() }
}

func commonElements<A: Sequence, B: Sequence>(_ a: A, _ b: B) -> [A.Element]
where A.Element: Hashable, A.Element == B.Element {
    let set = Set(b)
    var seen = Set<A.Element>()
    return a.filter { set.contains($0) && seen.insert($0).inserted }
}

func allEqual<C: Collection>(_ c: C) -> Bool where C.Element: Equatable {
    guard let first = c.first else { return true }
    return c.allSatisfy { $0 == first }
}

func merge<K, V>(_ a: [K: V], _ b: [K: V], combine: (V, V) -> V) -> [K: V] where K: Hashable {
    a.merging(b, uniquingKeysWith: combine)
}

func describePairs<Key: Comparable, Value>(_ dict: [Key: Value]) -> [String] where Key: CustomStringConvertible {
    dict.keys.sorted().map { "\($0.description)=\(dict[$0]!)" }
}

var s = Stack<Int>()
for x in [4, 8, 1, 9, 3] { s.push(x) }
print(s, "count:", s.count, "max:", s.maxElement ?? -1)
_ = s.pop()
print("after pop:", s, "top:", s.top ?? -1)
var t = Stack<Int>()
for x in [4, 8, 1, 9] { t.push(x) }
print("equal:", s == t)

struct Opaque {}
var os = Stack<Opaque>()
os.push(Opaque())
print("opaque count:", os.count)

print(commonElements([1, 2, 3, 2, 4, 5], [5, 4, 4, 2]))
print(commonElements("swift language", "generic"))
print(allEqual([7, 7, 7]), allEqual("aab"), allEqual([Int]()))

let stockA = ["pen": 3, "ink": 1]
let stockB = ["pen": 2, "pad": 5]
print(describePairs(merge(stockA, stockB, combine: +)))
print(describePairs(merge(stockA, stockB) { max($0, $1) }))

// Generic type with a constrained static factory
struct Pair<T> {
    let first: T, second: T
    func mapBoth<U>(_ f: (T) -> U) -> Pair<U> { Pair<U>(first: f(first), second: f(second)) }
}
extension Pair where T: Numeric {
    var sum: T { first + second }
    static func zero() -> Pair { Pair(first: 0, second: 0) }
}
extension Pair where T == String {
    var joined: String { first + " " + second }
}
let p = Pair(first: 3, second: 4)
print(p.sum, p.mapBoth { Double($0) / 2 }.sum, Pair<Int>.zero().sum)
print(Pair(first: "hello", second: "world").joined)
print(p.mapBoth { String(repeating: "#", count: $0) }.joined)

// expect: Stack[4, 8, 1, 9, 3] count: 5 max: 9
// expect: after pop: Stack[4, 8, 1, 9] top: 9
// expect: equal: true
// expect: opaque count: 1
// expect: [2, 4, 5]
// expect: ["i", "n", "g", "e"]
// expect: true false true
// expect: ["ink=1", "pad=5", "pen=5"]
// expect: ["ink=1", "pad=5", "pen=3"]
// expect: 7 3.5 0
// expect: hello world
// expect: ### ####
