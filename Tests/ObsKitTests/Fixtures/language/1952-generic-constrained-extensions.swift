// Compiler test style: constrained extensions on generic types select members by element type
struct Stack<Element> {
    private(set) var storage: [Element] = []
    mutating func push(_ e: Element) { storage.append(e) }
    mutating func pop() -> Element? { storage.popLast() }
    var top: Element? { storage.last }
}

extension Stack where Element: Numeric {
    var total: Element { storage.reduce(0, +) }
}

extension Stack where Element: Equatable {
    func contains(_ e: Element) -> Bool { storage.contains(e) }
}

extension Stack where Element == String {
    var joined: String { storage.joined(separator: " ") }
}

extension Stack: CustomStringConvertible {
    var description: String { "Stack\(storage)" }
}

extension Array where Element: BinaryInteger {
    func evens() -> [Element] { filter { $0 % 2 == 0 } }
}

var ints = Stack<Int>()
for i in [4, 8, 15, 16, 23, 42] { ints.push(i) }
print(ints)
print("total:", ints.total)
print("contains 15:", ints.contains(15), "contains 7:", ints.contains(7))
print("popped:", ints.pop() ?? -1, "top:", ints.top ?? -1)

var words = Stack<String>()
words.push("generic"); words.push("code"); words.push("works")
print(words.joined)
print(words.contains("code"))

var doubles = Stack<Double>()
doubles.push(1.5); doubles.push(2.25)
print("double total:", doubles.total)

print([1, 2, 3, 4, 5, 6].evens())
let bytes: [UInt8] = [7, 10, 12, 255]
print(bytes.evens())

// expect: Stack[4, 8, 15, 16, 23, 42]
// expect: total: 108
// expect: contains 15: true contains 7: false
// expect: popped: 42 top: 23
// expect: generic code works
// expect: true
// expect: double total: 3.75
// expect: [2, 4, 6]
// expect: [10, 12]
