// Compiler test style: generic struct with multiple constrained extensions adding methods and properties
struct Stack<Element> {
    private(set) var items: [Element] = []
    mutating func push(_ e: Element) { items.append(e) }
    mutating func pop() -> Element? { items.popLast() }
    var top: Element? { items.last }
}

extension Stack where Element: Comparable {
    var maxElement: Element? { items.max() }
    func isSorted() -> Bool { zip(items, items.dropFirst()).allSatisfy { $0 <= $1 } }
}
extension Stack where Element: Numeric {
    var sum: Element { items.reduce(0, +) }
}
extension Stack where Element == String {
    var joined: String { items.joined(separator: "-") }
}
extension Stack where Element: Sequence {
    var flattenedCount: Int { items.reduce(0) { $0 + Array($1).count } }
}
extension Stack: CustomStringConvertible {
    var description: String { "Stack\(items)" }
}

var ints = Stack<Int>()
for x in [3, 9, 2] { ints.push(x) }
print(ints.maxElement!, ints.sum, ints.isSorted())
print(ints)
_ = ints.pop()
print(ints.top!, ints.isSorted())

var strs = Stack<String>()
strs.push("b"); strs.push("a"); strs.push("c")
print(strs.joined, strs.maxElement!)
print(strs.flattenedCount)

var doubles = Stack<Double>()
doubles.push(1.5); doubles.push(2.25)
print(doubles.sum, doubles)
var nested = Stack<[Int]>()
nested.push([1, 2]); nested.push([3])
print(nested.flattenedCount, nested)
print(type(of: nested))
// expect: 9 14 false
// expect: Stack[3, 9, 2]
// expect: 9 true
// expect: b-a-c c
// expect: 3
// expect: 3.75 Stack[1.5, 2.25]
// expect: 3 Stack[[1, 2], [3]]
// expect: Stack<Array<Int>>
