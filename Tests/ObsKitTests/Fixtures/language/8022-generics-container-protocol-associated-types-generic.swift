// Swift book style (Generics): Container protocol with associated types, generic where clauses, allItemsMatch
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
    mutating func append(_ item: Element) { push(item) }
    var count: Int { items.count }
    subscript(i: Int) -> Element { items[i] }
}
extension Array: Container {}
func allItemsMatch<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> Bool
    where C1.Item == C2.Item, C1.Item: Equatable {
    if a.count != b.count { return false }
    for i in 0..<a.count { if a[i] != b[i] { return false } }
    return true
}
var st = Stack<String>()
st.push("uno"); st.push("dos"); st.push("tres")
let arr = ["uno", "dos", "tres"]
print(allItemsMatch(st, arr) ? "All items match." : "Not all items match.")
var ints = IntStack()
ints.append(3); ints.append(8)
print(ints.count, ints[1])
extension Container where Item: Equatable {
    func startsWith(_ item: Item) -> Bool { count >= 1 && self[0] == item }
}
print(st.startsWith("uno"), [9, 9].startsWith(42))
extension Container where Item == Double {
    func average() -> Double {
        var sum = 0.0
        for i in 0..<count { sum += self[i] }
        return sum / Double(count)
    }
}
print([1260.0, 1200.0, 98.6, 37.0].average())
extension Container {
    subscript<Indices: Sequence>(indices: Indices) -> [Item] where Indices.Iterator.Element == Int {
        var result: [Item] = []
        for index in indices { result.append(self[index]) }
        return result
    }
}
print(st[[0, 2]])
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
var nums = Stack<Int>()
for n in [10, 20, 30, 40] { nums.push(n) }
print(nums.suffix(2).items)
// expect: All items match.
// expect: 2 8
// expect: true false
// expect: 648.9
// expect: ["uno", "tres"]
// expect: [30, 40]
