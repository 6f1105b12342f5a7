// Advanced Swift style (protocol with associated Element): a generic Queue protocol implemented by an array queue and a two-stack queue
protocol Queue {
    associatedtype Element
    mutating func enqueue(_ x: Element)
    mutating func dequeue() -> Element?
    var isEmpty: Bool { get }
}
struct ArrayQueue<Element>: Queue {
    private var items: [Element] = []
    mutating func enqueue(_ x: Element) { items.append(x) }
    mutating func dequeue() -> Element? { items.isEmpty ? nil : items.removeFirst() }
    var isEmpty: Bool { items.isEmpty }
}
struct FIFO<Element>: Queue, Collection {
    private var left: [Element] = []
    private var right: [Element] = []
    mutating func enqueue(_ x: Element) { right.append(x) }
    mutating func dequeue() -> Element? {
        if left.isEmpty { left = right.reversed(); right.removeAll() }
        return left.popLast()
    }
    var startIndex: Int { 0 }
    var endIndex: Int { left.count + right.count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(i: Int) -> Element {
        i < left.count ? left[left.count - 1 - i] : right[i - left.count]
    }
}
extension FIFO: ExpressibleByArrayLiteral {
    init(arrayLiteral xs: Element...) { left = xs.reversed() }
}
func drain<Q: Queue>(_ q: inout Q) -> [Q.Element] {
    var out: [Q.Element] = []
    while let x = q.dequeue() { out.append(x) }
    return out
}
var aq = ArrayQueue<String>()
["a", "b", "c"].forEach { aq.enqueue($0) }
print(aq.dequeue()!, drain(&aq), aq.isEmpty)
var f: FIFO = [1, 2, 3]
f.enqueue(4)
print(Array(f), f.count)
print(f.dequeue()!, Array(f))
f.enqueue(5)
print(Array(f), f.first!, f.map { $0 * 2 })
print(drain(&f), f.isEmpty)
f.enqueue(9)
print(f[0], f.contains(9))
// expect: a ["b", "c"] true
// expect: [1, 2, 3, 4] 4
// expect: 1 [2, 3, 4]
// expect: [2, 3, 4, 5] 2 [4, 6, 8, 10]
// expect: [2, 3, 4, 5] true
// expect: 9 true
