// Compiler test style: ExpressibleByArrayLiteral custom stack inferred from context
struct Stack<Element>: ExpressibleByArrayLiteral {
    var items: [Element]
    init(arrayLiteral elements: Element...) { items = elements }
    mutating func push(_ e: Element) { items.append(e) }
    mutating func pop() -> Element? { items.popLast() }
    var top: Element? { items.last }
}

var s: Stack<Double> = [1, 2, 3]
s.push(4)
print(s.items, type(of: s))
print(s.pop()!, s.top!)

func makeStack() -> Stack<String> { ["x", "y"] }
print(makeStack().items)

func count<T>(_ st: Stack<T>) -> Int { st.items.count }
print(count([1, 2, 3] as Stack<Int>))

let nested: Stack<[Int]> = [[1], [2, 3]]
print(nested.items)

func sumStack(_ st: Stack<Float> = [0.5, 0.25]) -> Float {
    st.items.reduce(0, +)
}
print(sumStack())
print(sumStack([1, 2]))
let inferred: Stack = [true, false]
print(type(of: inferred), inferred.items)
// expect: [1.0, 2.0, 3.0, 4.0] Stack<Double>
// expect: 4.0 3.0
// expect: ["x", "y"]
// expect: 3
// expect: [[1], [2, 3]]
// expect: 0.75
// expect: 3.0
// expect: Stack<Bool> [true, false]
