// Swift book generics style (where clauses): same-type and conformance requirements across two containers
protocol Container {
    associatedtype Item
    var count: Int { get }
    subscript(i: Int) -> Item { get }
    mutating func append(_ item: Item)
}

struct Stack<Element>: Container {
    var items: [Element] = []
    var count: Int { items.count }
    subscript(i: Int) -> Element { items[i] }
    mutating func append(_ item: Element) { items.append(item) }
    mutating func push(_ item: Element) { items.append(item) }
}

struct Ring<Element>: Container {
    private var storage: [Element] = []
    let capacity: Int
    init(capacity: Int) { self.capacity = capacity }
    var count: Int { storage.count }
    subscript(i: Int) -> Element { storage[i] }
    mutating func append(_ item: Element) {
        storage.append(item)
        if storage.count > capacity { storage.removeFirst() }
    }
}

func allItemsMatch<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> Bool
    where C1.Item == C2.Item, C1.Item: Equatable {
    guard a.count == b.count else { return false }
    for i in 0..<a.count where a[i] != b[i] { return false }
    return true
}

func merged<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> [C1.Item]
    where C1.Item == C2.Item, C1.Item: Comparable {
    var result: [C1.Item] = []
    for i in 0..<a.count { result.append(a[i]) }
    for i in 0..<b.count { result.append(b[i]) }
    return result.sorted()
}

extension Container where Item: Numeric {
    func sum() -> Item {
        var total: Item = 0
        for i in 0..<count { total += self[i] }
        return total
    }
}

extension Container where Item == String {
    func joined() -> String {
        (0..<count).map { self[$0] }.joined(separator: "-")
    }
}

var stack = Stack<Int>()
for n in [3, 1, 4] { stack.push(n) }
var ring = Ring<Int>(capacity: 3)
for n in [9, 3, 1, 4] { ring.append(n) }
print(allItemsMatch(stack, ring))
ring.append(5)
print(allItemsMatch(stack, ring))
print(merged(stack, ring))
print(stack.sum(), ring.sum())

var names = Ring<String>(capacity: 2)
["ann", "bo", "cy"].forEach { names.append($0) }
print(names.joined(), names.count)
var words = Stack<String>()
words.push("bo"); words.push("cy")
print(allItemsMatch(names, words))

// expect: true
// expect: false
// expect: [1, 1, 3, 4, 4, 5]
// expect: 8 10
// expect: bo-cy 2
// expect: true
