// Swift book style: generic functions and generic types
// Checks: generic swap with inout, a generic Stack with mutating push/pop, extending a
// generic type without re-declaring its parameter, type constraints (Equatable,
// Comparable), explicit specialization, multiple type parameters.

func swapTwoValues<T>(_ a: inout T, _ b: inout T) {
    let temporaryA = a
    a = b
    b = temporaryA
}
var someInt = 3
var anotherInt = 107
swapTwoValues(&someInt, &anotherInt)
print("someInt is now \(someInt), and anotherInt is now \(anotherInt)")
var someString = "hello"
var anotherString = "world"
swapTwoValues(&someString, &anotherString)
print(someString, anotherString)

struct Stack<Element> {
    var items: [Element] = []
    mutating func push(_ item: Element) {
        items.append(item)
    }
    mutating func pop() -> Element {
        return items.removeLast()
    }
}
var stackOfStrings = Stack<String>()
stackOfStrings.push("uno")
stackOfStrings.push("dos")
stackOfStrings.push("tres")
stackOfStrings.push("cuatro")
let fromTheTop = stackOfStrings.pop()
print("popped \(fromTheTop), remaining \(stackOfStrings.items)")

extension Stack {
    var topItem: Element? {
        return items.isEmpty ? nil : items[items.count - 1]
    }
}
if let topItem = stackOfStrings.topItem {
    print("The top item on the stack is \(topItem).")
}

func findIndex<T: Equatable>(of valueToFind: T, in array: [T]) -> Int? {
    for (index, value) in array.enumerated() {
        if value == valueToFind {
            return index
        }
    }
    return nil
}
let doubleIndex = findIndex(of: 9.3, in: [3.14159, 0.1, 0.25])
print(doubleIndex as Any)
let stringIndex = findIndex(of: "Andrea", in: ["Mike", "Malcolm", "Andrea"])
print(stringIndex as Any)

func largest<T: Comparable>(_ values: [T]) -> T? {
    guard var best = values.first else { return nil }
    for v in values.dropFirst() where v > best { best = v }
    return best
}
print(largest([3, 9, 2]) as Any, largest(["pear", "apple"]) as Any, largest([Int]()) as Any)

struct Pair<First, Second> {
    var first: First
    var second: Second
    func swapped() -> Pair<Second, First> { Pair<Second, First>(first: second, second: first) }
    func mapFirst<T>(_ f: (First) -> T) -> Pair<T, Second> { Pair<T, Second>(first: f(first), second: second) }
}
let p = Pair(first: 1, second: "one")
let q = p.swapped()
print(q.first, q.second)
let r = p.mapFirst { Double($0) * 2.5 }
print(r.first, r.second)

// Generic class with a type constraint and a static factory
final class Box<Value: CustomStringConvertible> {
    private(set) var value: Value
    init(_ value: Value) { self.value = value }
    func update(_ transform: (Value) -> Value) { value = transform(value) }
    var label: String { "Box(\(value.description))" }
    static func make(_ v: Value) -> Box<Value> { Box(v) }
}
let box = Box.make(10)
box.update { $0 * 3 }
print(box.label)
let sbox = Box<String>("hi")
sbox.update { $0 + "!" }
print(sbox.label)

// Explicit specialization with a type annotation
let emptyInts: Stack<Int> = Stack()
print(emptyInts.topItem as Any, emptyInts.items.count)

// Generic function returning a closure
func makeAccumulator<T>(_ combine: @escaping (T, T) -> T, start: T) -> (T) -> T {
    var total = start
    return { next in
        total = combine(total, next)
        return total
    }
}
let addUp = makeAccumulator(+, start: 0)
print(addUp(5), addUp(10), addUp(-3))
let join = makeAccumulator({ $0 + "," + $1 }, start: "start")
print(join("a"), join("b"))

// Generic enum
enum Tree<T: Comparable> {
    case leaf
    indirect case node(Tree<T>, T, Tree<T>)
    func inserting(_ v: T) -> Tree<T> {
        switch self {
        case .leaf: return .node(.leaf, v, .leaf)
        case let .node(l, x, r):
            return v < x ? .node(l.inserting(v), x, r) : .node(l, x, r.inserting(v))
        }
    }
    var inOrder: [T] {
        switch self {
        case .leaf: return []
        case let .node(l, x, r): return l.inOrder + [x] + r.inOrder
        }
    }
}
let tree = [5, 2, 8, 1, 9, 3].reduce(Tree<Int>.leaf) { $0.inserting($1) }
print(tree.inOrder)

// expect: someInt is now 107, and anotherInt is now 3
// expect: world hello
// expect: popped cuatro, remaining ["uno", "dos", "tres"]
// expect: The top item on the stack is tres.
// expect: nil
// expect: Optional(2)
// expect: Optional(9) Optional("pear") nil
// expect: one 1
// expect: 2.5 one
// expect: Box(30)
// expect: Box(hi!)
// expect: nil 0
// expect: 5 15 12
// expect: start,a start,a,b
// expect: [1, 2, 3, 5, 8, 9]
