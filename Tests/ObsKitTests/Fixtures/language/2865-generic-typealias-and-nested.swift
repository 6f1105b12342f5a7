// Compiler test style: generic typealiases and nested types constrained by the outer generic parameter
typealias Pair<T> = (first: T, second: T)
typealias StringMap<V> = [String: V]
typealias Transform<A> = (A) -> A
func swapPair<T>(_ p: Pair<T>) -> Pair<T> { (p.second, p.first) }
let p = swapPair((first: 1, second: 2))
print(p.first, p.second, type(of: p))
var m: StringMap<Int> = ["b": 2, "a": 1]
m["c"] = 3
print(m.keys.sorted(), type(of: m))
let twice: Transform<Int> = { $0 * 2 }
func apply<T>(_ f: Transform<T>, times: Int, to x: T) -> T { (0..<times).reduce(x) { acc, _ in f(acc) } }
print(apply(twice, times: 4, to: 1), apply({ $0 + "!" }, times: 3, to: "hi"))
struct Queue<Element> {
    struct Entry { var element: Element; var priority: Int }
    var entries: [Entry] = []
    mutating func push(_ e: Element, _ pr: Int) {
        entries.append(Entry(element: e, priority: pr))
        entries.sort { $0.priority > $1.priority }
    }
    typealias Snapshot = [Element]
    var snapshot: Snapshot { entries.map(\.element) }
}
var q = Queue<String>()
q.push("low", 1); q.push("high", 9); q.push("mid", 5)
print(q.snapshot, type(of: q.snapshot))
print(Queue<Int>.Entry.self, type(of: q.entries[0]))
// expect: 2 1 (first: Int, second: Int)
// expect: ["a", "b", "c"] Dictionary<String, Int>
// expect: 16 hi!!!
// expect: ["high", "mid", "low"] Array<String>
// expect: Entry Entry
