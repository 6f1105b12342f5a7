// Puzzle style: Exercism-style helpers — generic stack and queue protocols, numeric extensions, vector operators
// known-gap: line 4: expected "Totals: 10 0.75 0 averages 5.0 0.0", got "Totals: 10 0.75 zero averages 5.0 0.0"
protocol Container {
    associatedtype Item
    var count: Int { get }
    mutating func add(_ item: Item)
    mutating func take() -> Item?
}

extension Container {
    var isEmpty: Bool { count == 0 }
    mutating func drain() -> [Item] {
        var items: [Item] = []
        while let item = take() { items.append(item) }
        return items
    }
}

struct Stack<Element>: Container {
    private var storage: [Element] = []
    var count: Int { storage.count }
    mutating func add(_ item: Element) { storage.append(item) }
    mutating func take() -> Element? { storage.popLast() }
    func peek() -> Element? { storage.last }
}

struct Queue<Element>: Container {
    private var inbox: [Element] = [], outbox: [Element] = []
    var count: Int { inbox.count + outbox.count }
    mutating func add(_ item: Element) { inbox.append(item) }
    mutating func take() -> Element? {
        if outbox.isEmpty { outbox = inbox.reversed(); inbox.removeAll() }
        return outbox.popLast()
    }
}

func fill<C: Container>(_ container: inout C, with items: [C.Item]) { items.forEach { container.add($0) } }

extension Sequence where Element: AdditiveArithmetic {
    func total() -> Element { reduce(.zero, +) }
}
extension Collection where Element: BinaryInteger {
    var average: Double { isEmpty ? 0 : Double(Int(total())) / Double(count) }
}
extension Int {
    var aliquotSum: Int { self <= 1 ? 0 : (1..<self).filter { self % $0 == 0 }.total() }
    var classification: String {
        aliquotSum == self ? "perfect" : aliquotSum > self ? "abundant" : "deficient"
    }
}

struct Vector: Equatable, CustomStringConvertible {
    var x: Int, y: Int, z: Int
    var description: String { "<\(x), \(y), \(z)>" }
    static func + (a: Vector, b: Vector) -> Vector { Vector(x: a.x + b.x, y: a.y + b.y, z: a.z + b.z) }
    static func * (k: Int, v: Vector) -> Vector { Vector(x: k * v.x, y: k * v.y, z: k * v.z) }
    static func += (a: inout Vector, b: Vector) { a = a + b }
}
infix operator •: MultiplicationPrecedence
infix operator ×: MultiplicationPrecedence
func • (a: Vector, b: Vector) -> Int { a.x * b.x + a.y * b.y + a.z * b.z }
func × (a: Vector, b: Vector) -> Vector {
    Vector(x: a.y * b.z - a.z * b.y, y: a.z * b.x - a.x * b.z, z: a.x * b.y - a.y * b.x)
}

var stack = Stack<String>()
var queue = Queue<String>()
let words = ["alpha", "beta", "gamma", "delta"]
fill(&stack, with: words)
fill(&queue, with: words)
print("Stack peek: \(stack.peek() ?? "-"), count \(stack.count)")
print("Stack drain: \(stack.drain()), empty now: \(stack.isEmpty)")
queue.add("epsilon")
print("Queue first: \(queue.take()!), then drain: \(queue.drain())")
print("Totals: \([1, 2, 3, 4].total()) \([0.5, 0.25].total()) \(Set<Int>().total()) averages \([3, 4, 8].average) \([UInt8]().average)")
let classes = (1...30).map { ($0, $0.classification) }.filter { $0.1 != "deficient" }
print("Non-deficient up to 30: \(classes.map { "\($0.0):\($0.1)" }.joined(separator: " "))")
print("Multiples of 3 or 5 below 1000: \((1..<1000).filter { $0 % 3 == 0 || $0 % 5 == 0 }.total())")
let i = Vector(x: 1, y: 0, z: 0), j = Vector(x: 0, y: 1, z: 0)
var position = Vector(x: 2, y: 3, z: 4)
position += 3 * i × j
print("Cross i×j: \(i × j), dot: \(position • Vector(x: 1, y: 1, z: 1)), position \(position)")
print("Chained: \(2 * (i + j) • (i + j)), equal: \(i × j == Vector(x: 0, y: 0, z: 1))")
// expect: Stack peek: delta, count 4
// expect: Stack drain: ["delta", "gamma", "beta", "alpha"], empty now: true
// expect: Queue first: alpha, then drain: ["beta", "gamma", "delta", "epsilon"]
// expect: Totals: 10 0.75 0 averages 5.0 0.0
// expect: Non-deficient up to 30: 6:perfect 12:abundant 18:abundant 20:abundant 24:abundant 28:perfect 30:abundant
// expect: Multiples of 3 or 5 below 1000: 233168
// expect: Cross i×j: <0, 0, 1>, dot: 12, position <2, 3, 7>
// expect: Chained: 4, equal: true
