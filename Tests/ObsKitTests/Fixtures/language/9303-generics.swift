// Generic functions, types, constraints, associated types, where clauses
// known-gap: line 10: expected "9 zucchini -1.0", got "9 zucchini -1"
// expected output: swiftc 6.3.1 (Linux), run on this machine
func swapTwoValues<T>(_ a: inout T, _ b: inout T) {
    let temporaryA = a
    a = b
    b = temporaryA
}
var someInt = 3, anotherInt = 107
swapTwoValues(&someInt, &anotherInt)
print("someInt is now \(someInt), and anotherInt is now \(anotherInt)")
var s1 = "hello", s2 = "world"
swapTwoValues(&s1, &s2)
print(s1, s2)

struct Stack<Element> {
    var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element? { items.popLast() }
    var topItem: Element? { items.last }
    var isEmpty: Bool { items.isEmpty }
}
var stackOfStrings = Stack<String>()
for w in ["uno", "dos", "tres", "cuatro"] { stackOfStrings.push(w) }
print("popped \(stackOfStrings.pop()!)")
print("top is \(stackOfStrings.topItem ?? "nothing")")

func findIndex<T: Equatable>(of valueToFind: T, in array: [T]) -> Int? {
    for (index, value) in array.enumerated() where value == valueToFind {
        return index
    }
    return nil
}
print(findIndex(of: 9.3, in: [3.14159, 0.1, 0.25]) as Any)
print(findIndex(of: "Andrea", in: ["Mike", "Malcolm", "Andrea"]) as Any)

protocol Container {
    associatedtype Item
    mutating func append(_ item: Item)
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}
extension Stack: Container {
    mutating func append(_ item: Element) { push(item) }
    var count: Int { items.count }
    subscript(i: Int) -> Element { items[i] }
}
func allItemsMatch<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> Bool
    where C1.Item == C2.Item, C1.Item: Equatable {
    if a.count != b.count { return false }
    for i in 0..<a.count where a[i] != b[i] { return false }
    return true
}
var other = Stack<String>()
other.append("uno"); other.append("dos"); other.append("tres")
print("match: \(allItemsMatch(stackOfStrings, other))")
other.append("extra")
print("match: \(allItemsMatch(stackOfStrings, other))")

extension Stack where Element: Numeric {
    func sum() -> Element { items.reduce(0, +) }
}
var numbers = Stack<Int>()
[4, 8, 15, 16, 23, 42].forEach { numbers.push($0) }
print("sum: \(numbers.sum())")
func largest<T: Comparable>(_ xs: [T]) -> T? {
    guard var best = xs.first else { return nil }
    for x in xs.dropFirst() where x > best { best = x }
    return best
}
print(largest([3, 9, 2]) ?? 0, largest(["pear", "apple", "zucchini"]) ?? "", largest([Double]()) ?? -1)
struct Pair<A, B> { let first: A; let second: B }
extension Pair: CustomStringConvertible {
    var description: String { "<\(first), \(second)>" }
}
print(Pair(first: 1, second: "one"), Pair(first: true, second: [1.5]))
// expect: someInt is now 107, and anotherInt is now 3
// expect: world hello
// expect: popped cuatro
// expect: top is tres
// expect: nil
// expect: Optional(2)
// expect: match: true
// expect: match: false
// expect: sum: 108
// expect: 9 zucchini -1.0
// expect: <1, one> <true, [1.5]>
