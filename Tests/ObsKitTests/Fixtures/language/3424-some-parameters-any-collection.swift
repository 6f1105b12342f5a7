// Swift book style: `some` parameters, `any Collection<Int>` existentials with primary associated types, opening existentials into generics
protocol Queue<Element> {
    associatedtype Element
    mutating func enqueue(_ e: Element)
    mutating func dequeue() -> Element?
    var size: Int { get }
}

struct ArrayQueue<Element>: Queue {
    private var items: [Element] = []
    mutating func enqueue(_ e: Element) { items.append(e) }
    mutating func dequeue() -> Element? { items.isEmpty ? nil : items.removeFirst() }
    var size: Int { items.count }
}

struct TwoStackQueue<Element>: Queue {
    private var inbox: [Element] = [], outbox: [Element] = []
    mutating func enqueue(_ e: Element) { inbox.append(e) }
    mutating func dequeue() -> Element? {
        if outbox.isEmpty { outbox = inbox.reversed(); inbox = [] }
        return outbox.popLast()
    }
    var size: Int { inbox.count + outbox.count }
}

func drain(_ q: inout some Queue<Int>) -> [Int] {
    var out: [Int] = []
    while let x = q.dequeue() { out.append(x) }
    return out
}

func fill<Q: Queue<Int>>(_ q: Q, with xs: [Int]) -> Q {
    var q = q
    xs.forEach { q.enqueue($0) }
    return q
}

var a = fill(ArrayQueue<Int>(), with: [1, 2, 3])
var b = fill(TwoStackQueue<Int>(), with: [4, 5, 6])
print(a.size, b.size)
print(drain(&a), drain(&b), a.size)

var queues: [any Queue<Int>] = [fill(ArrayQueue(), with: [7, 8]), fill(TwoStackQueue(), with: [9])]
print(queues.map(\.size))
for i in queues.indices {
    queues[i].enqueue(100 + i)
}
print(queues.map(\.size))
func sizeOf(_ q: some Queue) -> Int { q.size }
print(queues.map { sizeOf($0) })
var first = queues[0]
print(first.dequeue() as Any, first.size, queues[0].size)

func summary(_ c: any Collection<Int>) -> String { "\(c.count) items, first \(c.first.map(String.init) ?? "none")" }
let collections: [any Collection<Int>] = [[3, 1], 10..<15, Array<Int>(), [5: 50].values]
collections.forEach { print(summary($0)) }
func largest(_ c: some Collection<Int>) -> Int { c.max() ?? Int.min }
print(collections.map { largest($0) })
// expect: 3 3
// expect: [1, 2, 3] [4, 5, 6] 0
// expect: [2, 1]
// expect: [3, 2]
// expect: [3, 2]
// expect: Optional(7) 2 3
// expect: 2 items, first 3
// expect: 5 items, first 10
// expect: 0 items, first none
// expect: 1 items, first 50
// expect: [3, 14, -9223372036854775808, 50]
