// Book style (Generics): a generic stack, Container protocol with associated types, generic where clauses and generic subscripts
protocol Container {
    associatedtype Item
    mutating func append(_ item: Item)
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}
struct Stack<Element>: Container {
    var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element { items.removeLast() }
    mutating func append(_ item: Element) { push(item) }
    var count: Int { items.count }
    subscript(i: Int) -> Element { items[i] }
}
extension Stack {
    var topItem: Element? { items.last }
}
extension Stack where Element: Equatable {
    func isTop(_ item: Element) -> Bool {
        guard let topItem = items.last else { return false }
        return topItem == item
    }
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
stackOfStrings.push("uno")
stackOfStrings.push("dos")
stackOfStrings.push("tres")
let arrayOfStrings = ["uno", "dos", "tres"]
print(allItemsMatch(stackOfStrings, arrayOfStrings) ? "All items match." : "Not all items match.")
print(stackOfStrings.isTop("tres"), stackOfStrings.topItem ?? "-")
print(stackOfStrings.pop(), stackOfStrings.count)

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
print([9, 9, 9].startsWith(42))
print([1260.0, 1200.0, 98.6, 37.0].average())

extension Container {
    subscript<Indices: Sequence>(indices: Indices) -> [Item] where Indices.Iterator.Element == Int {
        var result: [Item] = []
        for index in indices { result.append(self[index]) }
        return result
    }
}
print(stackOfStrings[[1, 0, 1]])

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
for n in [10, 20, 30, 40] { stackOfInts.append(n) }
print(stackOfInts.suffix(2).items)

func findIndex<T: Equatable>(of valueToFind: T, in array: [T]) -> Int? {
    for (index, value) in array.enumerated() where value == valueToFind { return index }
    return nil
}
print(findIndex(of: 9.3, in: [3.14159, 0.1, 0.25]) as Any, findIndex(of: "Andrea", in: ["Mike", "Malcolm", "Andrea"])!)
func swapTwoValues<T>(_ a: inout T, _ b: inout T) { (a, b) = (b, a) }
var s1 = "hello", s2 = "world"
swapTwoValues(&s1, &s2)
print(s1, s2)

// expect: All items match.
// expect: true tres
// expect: tres 2
// expect: false
// expect: 648.9
// expect: ["dos", "uno", "dos"]
// expect: [30, 40]
// expect: nil 2
// expect: world hello
