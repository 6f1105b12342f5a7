// Generics: generic functions, generic types, extending generic types, type constraints (expected output from swiftc 6.3.1 on Linux)
func rotateThree<T>(_ a: inout T, _ b: inout T, _ c: inout T) {
    let first = a
    a = b
    b = c
    c = first
}
var bow = "bow", mid = "mid", stern = "stern"
rotateThree(&bow, &mid, &stern)
var p = 1.5, q = -2.5, r = 0.0
rotateThree(&p, &q, &r)
print(bow, mid, stern, p, q, r)

struct Queue<Element> {
    private var inbox: [Element] = []
    private var outbox: [Element] = []
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
var tasks = Queue<String>()
for t in ["wash", "dry", "fold"] { tasks.enqueue(t) }
print(tasks.dequeue()!, tasks.count)
tasks.enqueue("iron")
var drained: [String] = []
while let t = tasks.dequeue() { drained.append(t) }
print(drained)

extension Queue {
    var isEmpty: Bool { count == 0 }
    func peekAll() -> [Element] { outbox.reversed() + inbox }
}
var nums = Queue<Int>()
print(nums.isEmpty)
nums.enqueue(4); nums.enqueue(5)
print(nums.peekAll(), nums.isEmpty)

func mostFrequent<T: Hashable & Comparable>(_ items: [T]) -> T? {
    var tally: [T: Int] = [:]
    for item in items { tally[item, default: 0] += 1 }
    return tally.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }?.key
}
print(mostFrequent(["fig", "kiwi", "fig", "lime", "kiwi"]) as Any, mostFrequent([Double]()) as Any)

func largest<T: Comparable>(_ first: T, _ rest: T...) -> T {
    rest.reduce(first) { $0 > $1 ? $0 : $1 }
}
print(largest(3, 17, 8), largest("pear", "apple", "zucchini"))

struct Pair<A, B> {
    let first: A
    let second: B
    func swapped() -> Pair<B, A> { Pair<B, A>(first: second, second: first) }
    func mapFirst<C>(_ f: (A) -> C) -> Pair<C, B> { Pair<C, B>(first: f(first), second: second) }
}
let pair = Pair(first: 7, second: "seven")
print(pair.swapped(), pair.mapFirst { $0 * 100 })

func countMatches<C: Collection>(_ c: C, where predicate: (C.Element) -> Bool) -> Int {
    var n = 0
    for e in c where predicate(e) { n += 1 }
    return n
}
print(countMatches([1, 4, 9, 16, 25]) { $0 > 5 }, countMatches("banana") { $0 == "a" })

struct Tray<T: CustomStringConvertible>: CustomStringConvertible {
    var items: [T] = []
    mutating func push(_ t: T) { items.append(t) }
    var description: String { "Tray(" + items.map(\.description).joined(separator: ",") + ")" }
}
var s = Tray<Int>(); s.push(1); s.push(2)
print(s, Tray<Bool>(items: [true]))

// expect: mid stern bow -2.5 0.0 1.5
// expect: wash 2
// expect: ["dry", "fold", "iron"]
// expect: true
// expect: [4, 5] false
// expect: Optional("fig") nil
// expect: 17 zucchini
// expect: Pair<String, Int>(first: "seven", second: 7) Pair<Int, String>(first: 700, second: "seven")
// expect: 3 3
// expect: Tray(1,2) Tray(true)
