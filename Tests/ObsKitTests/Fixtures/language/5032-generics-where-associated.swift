// Generics: associated types, protocols with associated types, generic where clauses, contextual where
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol Container {
    associatedtype Item
    mutating func append(_ item: Item)
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}
struct IntStack: Container {
    var items: [Int] = []
    mutating func push(_ item: Int) { items.append(item) }
    mutating func append(_ item: Int) { push(item) }
    var count: Int { items.count }
    subscript(i: Int) -> Int { items[i] }
}
struct Stack<Element>: Container {
    var items: [Element] = []
    mutating func append(_ item: Element) { items.append(item) }
    var count: Int { items.count }
    subscript(i: Int) -> Element { items[i] }
}
extension Array: Container {}

func allItemsMatch<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> Bool
    where C1.Item == C2.Item, C1.Item: Equatable {
    if a.count != b.count { return false }
    for i in 0..<a.count where a[i] != b[i] { return false }
    return true
}
var stackOfStrings = Stack<String>()
stackOfStrings.append("uno")
stackOfStrings.append("dos")
print(allItemsMatch(stackOfStrings, ["uno", "dos"]), allItemsMatch(stackOfStrings, ["uno"]))

extension Stack where Element: Equatable {
    func isTop(_ item: Element) -> Bool { items.last == item }
}
print(stackOfStrings.isTop("dos"), stackOfStrings.isTop("uno"))

extension Container {
    func average() -> Double where Item == Int {
        var sum = 0.0
        for i in 0..<count { sum += Double(self[i]) }
        return sum / Double(count)
    }
    func endsWith(_ item: Item) -> Bool where Item: Equatable {
        count >= 1 && self[count - 1] == item
    }
}
var ints = IntStack()
ints.append(1260); ints.append(1200); ints.append(98); ints.append(37)
print(ints.average(), ints.endsWith(37), [9, 9, 8].endsWith(9))

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
for n in [10, 20, 30, 40] { nums.append(n) }
print(nums.suffix(2).items)

func sumOf<S: Sequence>(_ s: S) -> S.Element where S.Element: AdditiveArithmetic {
    s.reduce(.zero, +)
}
print(sumOf([1, 2, 3]), sumOf([0.5, 0.25]), sumOf(1...100))
func firstPair<K: Comparable, V>(_ d: [K: V]) -> (K, V)? { d.min { $0.key < $1.key }.map { ($0.key, $0.value) } }
print(firstPair(["b": 2, "a": 1])!)
// expect: true false
// expect: true false
// expect: 648.75 true false
// expect: [30, 40]
// expect: 6 0.75 5050
// expect: ("a", 1)
