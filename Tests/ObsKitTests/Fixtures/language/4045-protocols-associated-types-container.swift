// Swift book style: Protocols: associated types in a Container protocol with generic where clauses
protocol Container {
    associatedtype Item
    mutating func append(_ item: Item)
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}

struct IntStack: Container {
    var items: [Int] = []
    mutating func push(_ item: Int) { items.append(item) }
    mutating func pop() -> Int { return items.removeLast() }
    typealias Item = Int
    mutating func append(_ item: Int) { push(item) }
    var count: Int { return items.count }
    subscript(i: Int) -> Int { return items[i] }
}

struct Stack<Element>: Container {
    var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element { return items.removeLast() }
    mutating func append(_ item: Element) { push(item) }
    var count: Int { return items.count }
    subscript(i: Int) -> Element { return items[i] }
}

extension Stack {
    var topItem: Element? { return items.isEmpty ? nil : items[items.count - 1] }
}

func allItemsMatch<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> Bool
    where C1.Item == C2.Item, C1.Item: Equatable {
    if a.count != b.count { return false }
    for i in 0..<a.count {
        if a[i] != b[i] { return false }
    }
    return true
}

var intStack = IntStack()
intStack.append(3)
intStack.append(7)
intStack.push(9)
print("int stack count \(intStack.count), top \(intStack[intStack.count - 1])")
print("popped \(intStack.pop())")

var stackOfStrings = Stack<String>()
stackOfStrings.push("uno")
stackOfStrings.push("dos")
stackOfStrings.push("tres")
print("top: \(stackOfStrings.topItem ?? "none")")

var other = Stack<String>()
for s in ["uno", "dos", "tres"] { other.append(s) }
print("all match: \(allItemsMatch(stackOfStrings, other))")
other.append("cuatro")
print("all match after append: \(allItemsMatch(stackOfStrings, other))")

extension Container where Item: Equatable {
    func startsWith(_ item: Item) -> Bool {
        return count >= 1 && self[0] == item
    }
}
print("starts with uno: \(stackOfStrings.startsWith("uno"))")
print("int stack starts with 4: \(intStack.startsWith(4))")

extension Container where Item == Double {
    func average() -> Double {
        var sum = 0.0
        for index in 0..<count { sum += self[index] }
        return sum / Double(count)
    }
}
var doubles = Stack<Double>()
doubles.push(1.5); doubles.push(2.5); doubles.push(5.0)
print("average: \(doubles.average())")
// expect: int stack count 3, top 9
// expect: popped 9
// expect: top: tres
// expect: all match: true
// expect: all match after append: false
// expect: starts with uno: true
// expect: int stack starts with 4: false
// expect: average: 3.0
