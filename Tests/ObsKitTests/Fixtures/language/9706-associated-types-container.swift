// Swift book, "Generics": protocols with associated types, constraints on associated types, conforming via type inference, extending existing types, generic where on protocol extension
protocol Container {
    associatedtype Item
    mutating func append(_ item: Item)
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}

protocol SuffixableContainer: Container {
    associatedtype Suffix: SuffixableContainer where Suffix.Item == Item
    func suffix(_ size: Int) -> Suffix
}

struct IntStack: SuffixableContainer {
    var items: [Int] = []
    mutating func push(_ item: Int) { items.append(item) }
    mutating func append(_ item: Int) { push(item) }
    var count: Int { items.count }
    subscript(i: Int) -> Int { items[i] }
    func suffix(_ size: Int) -> IntStack {
        var result = IntStack()
        for index in (count - size)..<count { result.append(self[index]) }
        return result
    }
}

struct Queue<Element>: Container {
    private var storage: [Element] = []
    mutating func append(_ item: Element) { storage.append(item) }
    mutating func dequeue() -> Element? { storage.isEmpty ? nil : storage.removeFirst() }
    var count: Int { storage.count }
    subscript(i: Int) -> Element { storage[i] }
}

extension Array: Container {}

extension Container {
    var allItems: [Item] { (0..<count).map { self[$0] } }
}
extension Container where Item: Equatable {
    func startsWith(_ item: Item) -> Bool { count >= 1 && self[0] == item }
}
extension Container where Item == Double {
    func average() -> Double {
        var sum = 0.0
        for index in 0..<count { sum += self[index] }
        return count == 0 ? 0 : sum / Double(count)
    }
}

func allItemsMatch<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> Bool
    where C1.Item == C2.Item, C1.Item: Equatable {
    if a.count != b.count { return false }
    for i in 0..<a.count where a[i] != b[i] { return false }
    return true
}

var stack = IntStack()
for n in [10, 20, 30, 40, 50] { stack.push(n) }
let tail = stack.suffix(2)
print(tail.items, tail.allItems, stack.startsWith(10))

var queue = Queue<String>()
["uno", "dos", "tres"].forEach { queue.append($0) }
print(allItemsMatch(queue, ["uno", "dos", "tres"]))
_ = queue.dequeue()
print(queue.allItems, queue.startsWith("dos"), allItemsMatch(queue, ["uno", "dos"]))

print([1260.0, 1200.0, 98.6, 37.0].average())
var doubles = Queue<Double>()
doubles.append(2); doubles.append(3)
print(doubles.average())

func describe<C: Container>(_ c: C) -> String where C.Item: CustomStringConvertible {
    "\(C.self) with \(c.count) items: " + c.allItems.map(\.description).joined(separator: ",")
}
print(describe(stack))
print(describe(["x", "y"]))

// expect: [40, 50] [40, 50] true
// expect: true
// expect: ["dos", "tres"] true false
// expect: 648.9
// expect: 2.5
// expect: IntStack with 5 items: 10,20,30,40,50
// expect: Array<String> with 2 items: x,y
