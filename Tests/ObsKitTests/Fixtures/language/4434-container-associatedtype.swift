// Swift book style: Container protocol with associatedtype and generic where clauses
protocol Container {
    associatedtype Item
    mutating func append(_ item: Item)
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}

struct IntStack: Container {
    var items: [Int] = []
    mutating func push(_ item: Int) { items.append(item) }
    mutating func pop() -> Int { items.removeLast() }

    typealias Item = Int
    mutating func append(_ item: Int) { push(item) }
    var count: Int { items.count }
    subscript(i: Int) -> Int { items[i] }
}

struct Stack<Element>: Container {
    var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element { items.removeLast() }

    mutating func append(_ item: Element) { push(item) }
    var count: Int { items.count }
    subscript(i: Int) -> Element { items[i] }
}

extension Array: Container {}

func allItemsMatch<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> Bool
    where C1.Item == C2.Item, C1.Item: Equatable {
    if a.count != b.count { return false }
    for i in 0..<a.count {
        if a[i] != b[i] { return false }
    }
    return true
}

extension Container where Item: Equatable {
    func startsWith(_ item: Item) -> Bool {
        return count >= 1 && self[0] == item
    }
}

extension Container where Item == Double {
    func average() -> Double {
        var sum = 0.0
        for i in 0..<count { sum += self[i] }
        return sum / Double(count)
    }
}

extension Container {
    subscript<Indices: Sequence>(indices: Indices) -> [Item] where Indices.Iterator.Element == Int {
        var result: [Item] = []
        for index in indices {
            result.append(self[index])
        }
        return result
    }
}

protocol SuffixableContainer: Container {
    associatedtype Suffix: SuffixableContainer where Suffix.Item == Item
    func suffix(_ size: Int) -> Suffix
}

extension Stack: SuffixableContainer {
    func suffix(_ size: Int) -> Stack {
        var result = Stack()
        for index in (count - size)..<count {
            result.append(self[index])
        }
        return result
    }
}

var stackOfStrings = Stack<String>()
stackOfStrings.push("uno")
stackOfStrings.push("dos")
stackOfStrings.push("tres")

let arrayOfStrings = ["uno", "dos", "tres"]
print(allItemsMatch(stackOfStrings, arrayOfStrings))
print(allItemsMatch(stackOfStrings, ["uno", "dos"]))

print(stackOfStrings.startsWith("uno"), stackOfStrings.startsWith("dos"))
print([9, 9, 9].startsWith(42))
print([1260.0, 1200.0, 98.6, 37.0].average())

var ints = IntStack()
ints.append(3); ints.append(5); ints.append(7)
print(ints[[0, 2]])
print(ints.startsWith(3))
print(ints.pop(), ints.count)

let tail = stackOfStrings.suffix(2)
print(tail.items, tail.count)
print(stackOfStrings[1..<3])

func describe<C: Container>(_ c: C) -> String {
    var parts: [String] = []
    for i in 0..<c.count { parts.append("\(c[i])") }
    return "<" + parts.joined(separator: " ") + ">"
}
print(describe(stackOfStrings), describe(ints), describe([true, false]))

// expect: true
// expect: false
// expect: true false
// expect: false
// expect: 648.9
// expect: [3, 7]
// expect: true
// expect: 7 2
// expect: ["dos", "tres"] 2
// expect: ["dos", "tres"]
// expect: <uno dos tres> <3 5> <true false>
