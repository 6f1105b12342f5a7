// Compiler-test style: protocols with associated types, inference from witnesses, and constraints on them
protocol Container {
    associatedtype Item
    var items: [Item] { get }
    mutating func add(_ item: Item)
}

extension Container {
    var count: Int { items.count }
    func first() -> Item? { items.first }
}

struct IntBag: Container {
    var items: [Int] = []
    mutating func add(_ item: Int) { items.append(item) }
}

struct Stack<Element>: Container {
    var items: [Element] = []
    mutating func add(_ item: Element) { items.append(item) }
    mutating func pop() -> Element? { items.popLast() }
}

protocol Producer {
    associatedtype Output: CustomStringConvertible = String
    func produce() -> Output
}
struct Counter: Producer { func produce() -> Int { 7 } }
struct Namer: Producer { func produce() -> String { "name" } }

func fill<C: Container>(_ c: inout C, with values: [C.Item]) {
    for v in values { c.add(v) }
}

func sameItems<A: Container, B: Container>(_ a: A, _ b: B) -> Bool
    where A.Item == B.Item, A.Item: Equatable {
    a.items == b.items
}

func show<P: Producer>(_ p: P) -> String { "\(P.Output.self): \(p.produce().description)" }

var bag = IntBag()
fill(&bag, with: [4, 5, 6])
print(bag.count, bag.first() ?? -1)
var stack = Stack<Int>()
fill(&stack, with: [4, 5, 6])
print(sameItems(bag, stack))
_ = stack.pop()
print(sameItems(bag, stack), stack.items)
var words = Stack<String>()
fill(&words, with: ["x", "y"])
print(words.first()!, words.count)
print(show(Counter()))
print(show(Namer()))
print(IntBag.Item.self, Stack<Double>.Item.self)

// expect: 3 4
// expect: true
// expect: false [4, 5]
// expect: x 2
// expect: Int: 7
// expect: String: name
// expect: Int Double
