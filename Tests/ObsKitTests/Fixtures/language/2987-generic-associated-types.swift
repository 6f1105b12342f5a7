// Compiler test style: protocols with associated types, generic where clauses, and conditional extensions
protocol Container {
    associatedtype Item
    mutating func append(_ item: Item)
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}

struct IntStack: Container {
    var items: [Int] = []
    typealias Item = Int
    mutating func append(_ item: Int) { items.append(item) }
    var count: Int { return items.count }
    subscript(i: Int) -> Int { return items[i] }
}

struct Stack<Element>: Container {
    var items: [Element] = []
    mutating func append(_ item: Element) { items.append(item) }
    var count: Int { return items.count }
    subscript(i: Int) -> Element { return items[i] }
}

func allItemsMatch<C1: Container, C2: Container>(_ someContainer: C1, _ anotherContainer: C2) -> Bool
    where C1.Item == C2.Item, C1.Item: Equatable {
    if someContainer.count != anotherContainer.count { return false }
    for i in 0..<someContainer.count {
        if someContainer[i] != anotherContainer[i] { return false }
    }
    return true
}
extension Stack where Element: Equatable {
    func isTop(_ item: Element) -> Bool {
        guard let topItem = items.last else { return false }
        return topItem == item
    }
}
extension Container where Item == Double {
    func average() -> Double {
        var sum = 0.0
        for index in 0..<count { sum += self[index] }; return sum / Double(count)
    }
}
var a = Stack<Int>(); a.append(1); a.append(2)
var b = IntStack(); b.append(1); b.append(2)
print(allItemsMatch(a, b), a.isTop(2), a.isTop(1))
b.append(3)
print(allItemsMatch(a, b))
var d = Stack<Double>(); d.append(1260.0); d.append(1200.0); d.append(98.6); d.append(37.0)
print(d.average(), d.count)
// expect: true true false
// expect: false
// expect: 648.9 4
