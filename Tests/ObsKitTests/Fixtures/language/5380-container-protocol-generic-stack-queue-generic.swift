// swift/test/Interpreter style (protocols with associated types): a Container protocol, generic Stack and Queue, and generic algorithms with where clauses
protocol Container {
    associatedtype Item
    var count: Int { get }
    mutating func append(_ item: Item)
    subscript(i: Int) -> Item { get }
}

extension Container {
    var isEmpty: Bool { count == 0 }
    func allItems() -> [Item] {
        var r: [Item] = []
        for i in 0..<count { r.append(self[i]) }
        return r
    }
}

struct Stack<Element>: Container {
    private var storage: [Element] = []
    var count: Int { storage.count }
    mutating func append(_ item: Element) { storage.append(item) }
    mutating func push(_ item: Element) { append(item) }
    mutating func pop() -> Element? { storage.popLast() }
    var top: Element? { storage.last }
    subscript(i: Int) -> Element { storage[i] }
}

struct Queue<Element>: Container {
    private var inbox: [Element] = []
    private var outbox: [Element] = []
    var count: Int { inbox.count + outbox.count }
    mutating func append(_ item: Element) { inbox.append(item) }
    mutating func dequeue() -> Element? {
        if outbox.isEmpty {
            outbox = inbox.reversed()
            inbox = []
        }
        return outbox.popLast()
    }
    subscript(i: Int) -> Element {
        i < outbox.count ? outbox[outbox.count - 1 - i] : inbox[i - outbox.count]
    }
}

func allItemsMatch<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> Bool
    where C1.Item == C2.Item, C1.Item: Equatable {
    guard a.count == b.count else { return false }
    for i in 0..<a.count where a[i] != b[i] { return false }
    return true
}

extension Container where Item: Numeric {
    func total() -> Item { allItems().reduce(0, +) }
}

var s = Stack<Int>()
var q = Queue<Int>()
for i in 1...5 { s.push(i * i); q.append(i * i) }
print(s.allItems(), q.allItems())
print(allItemsMatch(s, q))
print(s.pop() ?? -1, q.dequeue() ?? -1)
print(s.allItems(), q.allItems())
q.append(36)
print(q.allItems(), q.count, q[0], q[4])
print(allItemsMatch(s, q), s.total(), q.total())
var names = Stack<String>()
print(names.isEmpty, names.top ?? "empty")
names.push("x"); names.push("y")
print(names.top!, names.count, names.isEmpty)
var dq = Queue<Double>()
dq.append(1.5); dq.append(2.25)
print(dq.total())

// expect: [1, 4, 9, 16, 25] [1, 4, 9, 16, 25]
// expect: true
// expect: 25 1
// expect: [1, 4, 9, 16] [4, 9, 16, 25]
// expect: [4, 9, 16, 25, 36] 5 4 36
// expect: false 30 90
// expect: true empty
// expect: y 2 false
// expect: 3.75
