// Apple docs style (ExpressibleByArrayLiteral): an ordered set and a stack built from array literals
struct OrderedSet<Element: Hashable>: ExpressibleByArrayLiteral, CustomStringConvertible {
    private(set) var elements: [Element] = []
    private var seen: Set<Element> = []

    init(arrayLiteral elements: Element...) {
        print("  init(arrayLiteral:) got \(elements.count) elements")
        for e in elements { insert(e) }
    }

    @discardableResult
    mutating func insert(_ e: Element) -> Bool {
        guard !seen.contains(e) else { return false }
        seen.insert(e)
        elements.append(e)
        return true
    }

    var description: String { "OrderedSet(\(elements.map { "\($0)" }.joined(separator: ", ")))" }
}

let colors: OrderedSet = ["red", "green", "red", "blue", "green"]
print(colors)
print("count:", colors.elements.count)

var numbers: OrderedSet<Int> = [3, 1, 3, 2, 1]
print(numbers)
print("insert 4:", numbers.insert(4), "insert 1:", numbers.insert(1))
print(numbers)

let empty: OrderedSet<Double> = []
print("empty:", empty)

struct Stack<T>: ExpressibleByArrayLiteral {
    var items: [T]
    init(arrayLiteral elements: T...) { items = elements }
    mutating func push(_ x: T) { items.append(x) }
    mutating func pop() -> T? { items.popLast() }
    var top: T? { items.last }
}

var stack: Stack = [1, 2, 3]
stack.push(4)
print("top:", stack.top!)
var popped: [Int] = []
while let x = stack.pop() { popped.append(x) }
print("popped:", popped)

func describe(_ s: OrderedSet<String>) -> String { "\(s.elements.count) unique" }
print("literal as argument:", describe(["a", "b", "a", "c"]))

let nested: [OrderedSet<Int>] = [[1, 1], [2, 3, 2]]
print("nested:", nested.map(\.description))
let asArray: [Int] = [9, 8, 7]
print("plain array still works:", asArray, type(of: asArray))

// expect:   init(arrayLiteral:) got 5 elements
// expect: OrderedSet(red, green, blue)
// expect: count: 3
// expect:   init(arrayLiteral:) got 5 elements
// expect: OrderedSet(3, 1, 2)
// expect: insert 4: true insert 1: false
// expect: OrderedSet(3, 1, 2, 4)
// expect:   init(arrayLiteral:) got 0 elements
// expect: empty: OrderedSet()
// expect: top: 4
// expect: popped: [4, 3, 2, 1]
// expect:   init(arrayLiteral:) got 4 elements
// expect: literal as argument: 3 unique
// expect:   init(arrayLiteral:) got 2 elements
// expect:   init(arrayLiteral:) got 3 elements
// expect: nested: ["OrderedSet(1)", "OrderedSet(2, 3)"]
// expect: plain array still works: [9, 8, 7] Array<Int>
