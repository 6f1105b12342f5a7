// Swift book style (Generics): generic types with multiple parameters, constraints and typealiases
struct Pair<First, Second> {
    var first: First
    var second: Second
    func swapped() -> Pair<Second, First> { Pair<Second, First>(first: second, second: first) }
}
extension Pair: Equatable where First: Equatable, Second: Equatable {}
extension Pair: CustomStringConvertible {
    var description: String { "<\(first), \(second)>" }
}
typealias NamedValue<T> = Pair<String, T>
let p: NamedValue<Int> = Pair(first: "age", second: 30)
print(p, p.swapped())
print(p == Pair(first: "age", second: 30), p == NamedValue(first: "age", second: 31))
struct Queue<T> {
    private var inbox: [T] = []
    private var outbox: [T] = []
    var isEmpty: Bool { inbox.isEmpty && outbox.isEmpty }
    mutating func enqueue(_ x: T) { inbox.append(x) }
    mutating func dequeue() -> T? {
        if outbox.isEmpty {
            outbox = inbox.reversed()
            inbox.removeAll()
        }
        return outbox.popLast()
    }
}
var q = Queue<String>()
for w in ["a", "b", "c"] { q.enqueue(w) }
print(q.dequeue()!, terminator: "")
q.enqueue("d")
while let x = q.dequeue() { print(x, terminator: "") }
print()
func maxBy<T, K: Comparable>(_ xs: [T], key: (T) -> K) -> T? {
    guard var best = xs.first else { return nil }
    for x in xs.dropFirst() where key(x) > key(best) { best = x }
    return best
}
print(maxBy(["pear", "fig", "banana"], key: \.count) ?? "", maxBy([Int](), key: { $0 }) as Any)
func zipWith<A, B, C>(_ a: [A], _ b: [B], _ f: (A, B) -> C) -> [C] {
    zip(a, b).map(f)
}
print(zipWith([1, 2, 3], ["x", "y", "z"]) { String(repeating: $1, count: $0) })
func countMatches<S: Sequence>(_ s: S, _ pred: (S.Element) -> Bool) -> Int {
    s.reduce(0) { pred($1) ? $0 + 1 : $0 }
}
print(countMatches(1...20) { $0 % 3 == 0 }, countMatches("mississippi") { $0 == "s" })
// expect: <age, 30> <30, age>
// expect: true false
// expect: abcd
// expect: banana nil
// expect: ["x", "yy", "zzz"]
// expect: 6 4
