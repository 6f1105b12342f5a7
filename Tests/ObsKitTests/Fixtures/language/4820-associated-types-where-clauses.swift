// Swift book style: associated types and generic where clauses
// Checks: a Container protocol with an associated type inferred from methods;
// conformance via extension of Array; constraints on associated types; where clauses
// comparing two containers' Items; extensions with where clauses; contextual where
// clauses on individual methods; associated type with a where clause.

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

func allItemsMatch<C1: Container, C2: Container>(_ someContainer: C1, _ anotherContainer: C2) -> Bool
    where C1.Item == C2.Item, C1.Item: Equatable {
    if someContainer.count != anotherContainer.count {
        return false
    }
    for i in 0..<someContainer.count {
        if someContainer[i] != anotherContainer[i] {
            return false
        }
    }
    return true
}

var stackOfStrings = Stack<String>()
stackOfStrings.push("uno")
stackOfStrings.push("dos")
stackOfStrings.push("tres")
let arrayOfStrings = ["uno", "dos", "tres"]
if allItemsMatch(stackOfStrings, arrayOfStrings) {
    print("All items match.")
} else {
    print("Not all items match.")
}
print(allItemsMatch([1, 2], [1, 3]))

extension Stack where Element: Equatable {
    func isTop(_ item: Element) -> Bool {
        guard let topItem = items.last else {
            return false
        }
        return topItem == item
    }
}
print(stackOfStrings.isTop("tres"), stackOfStrings.isTop("uno"))

extension Container where Item: Equatable {
    func startsWith(_ item: Item) -> Bool {
        return count >= 1 && self[0] == item
    }
}
print([9, 9, 9].startsWith(42), stackOfStrings.startsWith("uno"))

extension Container where Item == Double {
    func average() -> Double {
        var sum = 0.0
        for index in 0..<count {
            sum += self[index]
        }
        return sum / Double(count)
    }
}
print([1260.0, 1200.0, 98.6, 37.0].average())

extension Container {
    func average() -> Double where Item == Int {
        var sum = 0.0
        for index in 0..<count {
            sum += Double(self[index])
        }
        return sum / Double(count)
    }
    func endsWith(_ item: Item) -> Bool where Item: Equatable {
        return count >= 1 && self[count - 1] == item
    }
}
var numbers = IntStack()
numbers.append(1260)
numbers.append(1200)
numbers.append(98)
numbers.append(37)
print(numbers.average())
print(numbers.endsWith(37))

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
var stackOfInts = Stack<Int>()
stackOfInts.append(10)
stackOfInts.append(20)
stackOfInts.append(30)
let suffix = stackOfInts.suffix(2)
print(suffix.items)

extension IntStack: SuffixableContainer {
    func suffix(_ size: Int) -> Stack<Int> {
        var result = Stack<Int>()
        for index in (count - size)..<count {
            result.append(self[index])
        }
        return result
    }
}
print(numbers.suffix(3).items)

// Associated type used in a generic function's return type
func firstItem<C: Container>(_ c: C) -> C.Item? { c.count > 0 ? c[0] : nil }
print(firstItem(stackOfStrings) as Any, firstItem(IntStack()) as Any)

// Where clause with Sequence element constraints
func commonPrefixLength<S1: Sequence, S2: Sequence>(_ a: S1, _ b: S2) -> Int where S1.Element == S2.Element, S1.Element: Equatable {
    var n = 0
    for (x, y) in zip(a, b) { if x == y { n += 1 } else { break } }
    return n
}
print(commonPrefixLength("swiftly", ["s", "w", "i", "x"] as [Character]))

// expect: All items match.
// expect: false
// expect: true false
// expect: false true
// expect: 648.9
// expect: 648.75
// expect: true
// expect: [20, 30]
// expect: [1200, 98, 37]
// expect: Optional("uno") nil
// expect: 3
