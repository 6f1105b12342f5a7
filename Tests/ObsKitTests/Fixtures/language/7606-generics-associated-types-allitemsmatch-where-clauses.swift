// Swift book style (Generics): associated types, allItemsMatch with where clauses, and associated type constraints
protocol Container {
    associatedtype Item: Equatable
    mutating func append(_ item: Item)
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}
struct IntStack: Container {
    var items: [Int] = []
    mutating func append(_ item: Int) { items.append(item) }
    var count: Int { items.count }
    subscript(i: Int) -> Int { items[i] }
}
struct Stack<Element: Equatable>: Container {
    var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    mutating func append(_ item: Element) { push(item) }
    var count: Int { items.count }
    subscript(i: Int) -> Element { items[i] }
}
extension Array: Container where Element: Equatable {}
func allItemsMatch<C1: Container, C2: Container>(_ someContainer: C1, _ anotherContainer: C2) -> Bool
    where C1.Item == C2.Item {
    if someContainer.count != anotherContainer.count { return false }
    for i in 0..<someContainer.count {
        if someContainer[i] != anotherContainer[i] { return false }
    }
    return true
}
var stackOfStrings = Stack<String>()
stackOfStrings.push("uno")
stackOfStrings.push("dos")
stackOfStrings.push("tres")
let arrayOfStrings = ["uno", "dos", "tres"]
print(allItemsMatch(stackOfStrings, arrayOfStrings) ? "All items match." : "Not all items match.")
var ints = IntStack()
ints.append(1); ints.append(2)
print(allItemsMatch(ints, [1, 2]), allItemsMatch(ints, [2, 1]), allItemsMatch(ints, [1]))
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
print(suffix.items, suffix.count)
func sumOf<C: Container>(_ c: C) -> Int where C.Item == Int {
    var total = 0
    for i in 0..<c.count { total += c[i] }
    return total
}
print(sumOf(stackOfInts), sumOf(ints), sumOf([5, 6, 7]))
// expect: All items match.
// expect: true false false
// expect: [20, 30] 2
// expect: 60 3 18
