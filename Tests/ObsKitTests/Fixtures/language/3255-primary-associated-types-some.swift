// Swift book style: primary associated types with some Collection<Int> and any Sequence
func sumAll(_ numbers: some Collection<Int>) -> Int {
    numbers.reduce(0, +)
}
print(sumAll([1, 2, 3]))
print(sumAll(1...10))
print(sumAll(Set([5])))

func evens(upTo n: Int) -> some Sequence<Int> {
    stride(from: 0, through: n, by: 2)
}
print(Array(evens(upTo: 10)))

func firstTwo<C: Collection>(_ c: C) -> [C.Element] {
    Array(c.prefix(2))
}
print(firstTwo("swift"))
print(firstTwo([9, 8, 7]))

let sequences: [any Sequence<Int>] = [[1, 2], 3...5, stride(from: 10, to: 0, by: -4)]
for s in sequences {
    var parts: [String] = []
    for x in s { parts.append(String(x)) }
    print(parts.joined(separator: ","))
}

protocol Stack {
    associatedtype Element
    mutating func push(_ e: Element)
    mutating func pop() -> Element?
}
struct ArrayStack<Element>: Stack {
    var storage: [Element] = []
    mutating func push(_ e: Element) { storage.append(e) }
    mutating func pop() -> Element? { storage.popLast() }
}
func makeStack() -> some Stack {
    var s = ArrayStack<String>()
    s.push("base")
    return s
}
var opaque = makeStack()
print(opaque.pop() as Any)
print(opaque.pop() as Any)

func describe(_ values: any Collection) -> String {
    "collection with \(values.count) elements"
}
print(describe([1, 2, 3]))
print(describe("hello"))
// expect: 6
// expect: 55
// expect: 5
// expect: [0, 2, 4, 6, 8, 10]
// expect: ["s", "w"]
// expect: [9, 8]
// expect: 1,2
// expect: 3,4,5
// expect: 10,6,2
// expect: Optional("base")
// expect: nil
// expect: collection with 3 elements
// expect: collection with 5 elements
