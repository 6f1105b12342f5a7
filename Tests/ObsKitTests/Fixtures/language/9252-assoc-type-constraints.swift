// assoc-type-constraints
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol Container {
    associatedtype Item: Equatable
    var items: [Item] { get }
    mutating func add(_ i: Item)
}
extension Container {
    func contains(_ i: Item) -> Bool { items.contains(i) }
    var count: Int { items.count }
}
struct IntBox: Container {
    var items: [Int] = []
    mutating func add(_ i: Int) { items.append(i) }
}
struct UniqueWords: Container {
    private(set) var items: [String] = []
    mutating func add(_ i: String) { if !items.contains(i) { items.append(i) } }
}
var ib = IntBox(); ib.add(3); ib.add(3); ib.add(4)
var uw = UniqueWords(); ["a", "b", "a"].forEach { uw.add($0) }
print(ib.count, ib.contains(4), uw.count, uw.items)

func sameItems<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> Bool where C1.Item == C2.Item {
    a.count == b.count && zip(a.items, b.items).allSatisfy { $0 == $1 }
}
var ib2 = IntBox(); [3, 3, 4].forEach { ib2.add($0) }
print(sameItems(ib, ib2), sameItems(ib, IntBox()))

protocol Producer {
    associatedtype Output = Int
    func produce() -> Output
}
struct Dice: Producer { func produce() -> Int { 4 } }
struct Greeting: Producer { func produce() -> String { "hi" } }
func twice<P: Producer>(_ p: P) -> [P.Output] { [p.produce(), p.produce()] }
print(twice(Dice()), twice(Greeting()), Dice.Output.self, Greeting.Output.self)

protocol SortedStore: Container where Item: Comparable {
    var sorted: [Item] { get }
}
extension SortedStore { var sorted: [Item] { items.sorted() } ; var smallest: Item? { sorted.first } }
extension IntBox: SortedStore {}
var ib3 = IntBox(); [9, 2, 7].forEach { ib3.add($0) }
print(ib3.sorted, ib3.smallest ?? -1)

protocol Graph {
    associatedtype Vertex: Hashable & Comparable
    associatedtype Edges: Sequence where Edges.Element == Vertex
    func neighbors(of v: Vertex) -> Edges
}
struct Grid: Graph {
    func neighbors(of v: Int) -> [Int] { [v - 1, v + 1].filter { (0...5).contains($0) } }
}
func reachable<G: Graph>(_ g: G, from start: G.Vertex) -> [G.Vertex] {
    var seen: Set<G.Vertex> = [start], queue = [start]
    while !queue.isEmpty {
        let v = queue.removeFirst()
        for n in g.neighbors(of: v) where !seen.contains(n) { seen.insert(n); queue.append(n) }
    }
    return seen.sorted()
}
print(reachable(Grid(), from: 3))

protocol Queue<Element> {
    associatedtype Element
    mutating func enqueue(_ e: Element)
    mutating func dequeue() -> Element?
}
struct FIFO<Element>: Queue {
    private var storage: [Element] = []
    mutating func enqueue(_ e: Element) { storage.append(e) }
    mutating func dequeue() -> Element? { storage.isEmpty ? nil : storage.removeFirst() }
}
func drain(_ q: inout some Queue<Int>) -> [Int] {
    var out: [Int] = []
    while let x = q.dequeue() { out.append(x) }
    return out
}
var q = FIFO<Int>(); q.enqueue(5); q.enqueue(6)
print(drain(&q))
var anyQ: any Queue<String> = FIFO<String>()
anyQ.enqueue("x"); anyQ.enqueue("y")
print(anyQ.dequeue() ?? "", anyQ.dequeue() ?? "", anyQ.dequeue() ?? "empty")
func makeStore() -> some Container { IntBox(items: [1, 2]) }
print(makeStore().count)

// expect: 3 true 2 ["a", "b"]
// expect: true false
// expect: [4, 4] ["hi", "hi"] Int String
// expect: [2, 7, 9] 2
// expect: [0, 1, 2, 3, 4, 5]
// expect: [5, 6]
// expect: x y empty
// expect: 2
