// Generics: generic functions and types, constraints, where clauses, generic subscripts
// expected output: swiftc 6.3.1 (Linux), run on this machine
func positions<T: Equatable>(of target: T, in items: [T]) -> [Int] {
    items.indices.filter { items[$0] == target }
}
print(positions(of: "b", in: ["a", "b", "c", "b"]), positions(of: 9.5, in: [1.0, 2.0]))

struct Queue<Element> {
    private var inbox: [Element] = []
    private var outbox: [Element] = []
    var isEmpty: Bool { inbox.isEmpty && outbox.isEmpty }
    var count: Int { inbox.count + outbox.count }
    mutating func enqueue(_ e: Element) { inbox.append(e) }
    mutating func dequeue() -> Element? {
        if outbox.isEmpty {
            outbox = inbox.reversed()
            inbox.removeAll()
        }
        return outbox.popLast()
    }
}
var q = Queue<String>()
for w in ["a", "b", "c"] { q.enqueue(w) }
print(q.dequeue()!, q.count)
q.enqueue("d")
var drained: [String] = []
while let x = q.dequeue() { drained.append(x) }
print(drained, q.isEmpty)

struct Pair<A, B> {
    let first: A
    let second: B
    func swapped() -> Pair<B, A> { Pair<B, A>(first: second, second: first) }
    func mapFirst<C>(_ f: (A) -> C) -> Pair<C, B> { Pair<C, B>(first: f(first), second: second) }
}
let p = Pair(first: 3, second: "three")
print(p.swapped(), p.mapFirst { $0 * 100 }.first)

extension Pair where A: Numeric, B: Numeric {
    func product() -> A where A == B { first * second }
}
print(Pair(first: 6, second: 7).product())

func topN<S: Sequence>(_ n: Int, from seq: S, by key: (S.Element) -> Int) -> [S.Element] {
    Array(seq.sorted { key($0) > key($1) }.prefix(n))
}
print(topN(2, from: ["aaa", "b", "cccc", "dd"], by: \.count))

func mergeSorted<T: Comparable>(_ a: [T], _ b: [T]) -> [T] {
    var i = 0, j = 0, out: [T] = []
    while i < a.count && j < b.count {
        if a[i] <= b[j] { out.append(a[i]); i += 1 } else { out.append(b[j]); j += 1 }
    }
    return out + a[i...] + b[j...]
}
print(mergeSorted([1, 4, 9], [2, 3, 10, 11]), mergeSorted(["b", "d"], ["a", "c"]))

struct Registry {
    private var values: [String: Any] = [:]
    subscript<T>(key: String, as type: T.Type = T.self) -> T? {
        get { values[key] as? T }
        set { values[key] = newValue }
    }
}
var reg = Registry()
reg["port"] = 8080
reg["host"] = "localhost"
let port: Int? = reg["port"]
print(port!, reg["host", as: String.self]!, reg["port", as: String.self] as Any)
func countMatching<T>(_ items: [T], _ pred: (T) -> Bool) -> Int { items.reduce(0) { pred($1) ? $0 + 1 : $0 } }
print(countMatching([1, 2, 3, 4, 5], { $0 > 2 }), countMatching(Array("banana"), { $0 == "a" }))
// expect: [1, 3] []
// expect: a 2
// expect: ["b", "c", "d"] true
// expect: Pair<String, Int>(first: "three", second: 3) 300
// expect: 42
// expect: ["cccc", "aaa"]
// expect: [1, 2, 3, 4, 9, 10, 11] ["a", "b", "c", "d"]
// expect: 8080 localhost nil
// expect: 3 3
