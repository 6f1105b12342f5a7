// Swift book style (Generics): generic types, extensions of generic types and type constraints
struct Queue<Element> {
    private var items: [Element] = []
    mutating func enqueue(_ item: Element) { items.append(item) }
    mutating func dequeue() -> Element? {
        items.isEmpty ? nil : items.removeFirst()
    }
    var count: Int { items.count }
    var peek: Element? { items.first }
}

extension Queue {
    var isEmpty: Bool { count == 0 }
}

extension Queue where Element: Comparable {
    func maxItem() -> Element? {
        var copy = self
        var best: Element?
        while let x = copy.dequeue() {
            if best == nil || x > best! { best = x }
        }
        return best
    }
}

var q = Queue<String>()
q.enqueue("pear")
q.enqueue("apple")
q.enqueue("quince")
print(q.count, q.peek ?? "-", q.maxItem() ?? "-")
print(q.dequeue() ?? "-", q.count, q.isEmpty)

func swapPair<T>(_ a: inout T, _ b: inout T) {
    let tmp = a
    a = b
    b = tmp
}
var x = 3, y = 9
swapPair(&x, &y)
var s1 = "left", s2 = "right"
swapPair(&s1, &s2)
print(x, y, s1, s2)

func indexOf<T: Equatable>(_ target: T, in list: [T]) -> Int? {
    for (i, v) in list.enumerated() where v == target {
        return i
    }
    return nil
}
print(indexOf(4.5, in: [1.0, 4.5, 2.0]) as Any, indexOf("z", in: ["a", "b"]) as Any)

struct Pair<A, B> {
    let first: A
    let second: B
    func swapped() -> Pair<B, A> { Pair<B, A>(first: second, second: first) }
}
extension Pair: CustomStringConvertible {
    var description: String { "(\(first) | \(second))" }
}
extension Pair where A == B {
    var asArray: [A] { [first, second] }
}
let p = Pair(first: 1, second: "one")
print(p, p.swapped())
print(Pair(first: 2, second: 7).asArray)

func largest<T: Comparable>(_ values: T...) -> T {
    values.max()!
}
print(largest(3, 11, 7), largest("kiwi", "apple", "melon"))

// expect: 3 pear quince
// expect: pear 2 false
// expect: 9 3 right left
// expect: Optional(1) nil
// expect: (1 | one) (one | 1)
// expect: [2, 7]
// expect: 11 melon
