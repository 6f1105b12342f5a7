// Swift book style: Generics: associated types, generic where clauses, contextual where, associated type constraints
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

func allItemsMatch<C1: Container, C2: Container>(_ someContainer: C1, _ anotherContainer: C2) -> Bool
    where C1.Item == C2.Item, C1.Item: Equatable {
    if someContainer.count != anotherContainer.count { return false }
    for i in 0..<someContainer.count {
        if someContainer[i] != anotherContainer[i] { return false }
    }
    return true
}
var stackOfStrings = Stack<String>()
stackOfStrings.push("uno"); stackOfStrings.push("dos"); stackOfStrings.push("tres")
let arrayOfStrings = ["uno", "dos", "tres"]
print(allItemsMatch(stackOfStrings, arrayOfStrings) ? "All items match." : "Not all items match.")
print(allItemsMatch([1, 2], [1, 3]), allItemsMatch(IntStack(items: [4, 5]), [4, 5]))

extension Container where Item: Equatable {
    func startsWith(_ item: Item) -> Bool { count >= 1 && self[0] == item }
}
extension Container where Item == Double {
    func average() -> Double {
        var sum = 0.0
        for index in 0..<count { sum += self[index] }
        return sum / Double(count)
    }
}
extension Container {
    func sum() -> Int where Item == Int {
        var total = 0
        for i in 0..<count { total += self[i] }
        return total
    }
    func endsWith(_ item: Item) -> Bool where Item: Equatable { count >= 1 && self[count - 1] == item }
}
print(stackOfStrings.startsWith("uno"), [9, 9, 9].startsWith(42), [1260.0, 1200.0, 98.6, 37.0].average())
print([3, 4, 5].sum(), IntStack(items: [10, 20]).sum(), stackOfStrings.endsWith("tres"))

protocol SuffixableContainer: Container {
    associatedtype Suffix: SuffixableContainer where Suffix.Item == Item
    func suffix(_ size: Int) -> Suffix
}
extension Stack: SuffixableContainer {
    func suffix(_ size: Int) -> Stack {
        var result = Stack()
        for index in (count - size)..<count { result.append(self[index]) }
        return result
    }
}
var stackOfInts = Stack<Int>()
stackOfInts.append(10); stackOfInts.append(20); stackOfInts.append(30)
let suffix = stackOfInts.suffix(2)
print(suffix.items, type(of: suffix))

extension Container {
    subscript<Indices: Sequence>(indices: Indices) -> [Item] where Indices.Iterator.Element == Int {
        var result: [Item] = []
        for index in indices { result.append(self[index]) }
        return result
    }
}
print(stackOfStrings[[2, 0]], stackOfInts[0..<2])
func firstCommon<T: Sequence, U: Sequence>(_ a: T, _ b: U) -> T.Element? where T.Element: Equatable, T.Element == U.Element {
    for x in a { for y in b where x == y { return x } }
    return nil
}
print(firstCommon("hello", "world") as Any, firstCommon([1, 2], [3]) as Any)

// expect: All items match.
// expect: false true
// expect: true false 648.9
// expect: 12 30 true
// expect: [20, 30] Stack<Int>
// expect: ["tres", "uno"] [10, 20]
// expect: Optional("l") nil
