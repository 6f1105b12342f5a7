// Apple docs style (Generics: associated types and where clauses): a Container protocol and constrained extensions
protocol Container {
    associatedtype Item
    mutating func append(_ item: Item)
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}

struct Stack<Element>: Container {
    var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element { items.removeLast() }
    // Container conformance; Item is inferred as Element
    mutating func append(_ item: Element) { push(item) }
    var count: Int { items.count }
    subscript(i: Int) -> Element { items[i] }
}

struct IntBag: Container {
    typealias Item = Int
    private var storage: [Int] = []
    mutating func append(_ item: Int) { storage.append(item) }
    var count: Int { storage.count }
    subscript(i: Int) -> Int { storage[i] }
}

func allItemsMatch<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> Bool
where C1.Item == C2.Item, C1.Item: Equatable {
    guard a.count == b.count else { return false }
    for i in 0..<a.count where a[i] != b[i] { return false }
    return true
}

extension Container where Item: Equatable {
    func startsWith(_ item: Item) -> Bool { count >= 1 && self[0] == item }
}

extension Container where Item == Double {
    func average() -> Double {
        var sum = 0.0
        for i in 0..<count { sum += self[i] }
        return sum / Double(count)
    }
}

extension Stack where Element: Comparable {
    var maxItem: Element? { items.max() }
}

var s = Stack<Int>()
s.push(1); s.push(2); s.push(3)
var bag = IntBag()
for n in [1, 2, 3] { bag.append(n) }
print("stack matches bag:", allItemsMatch(s, bag))
bag.append(4)
print("after bag grows:", allItemsMatch(s, bag))
print("startsWith 1:", s.startsWith(1), "startsWith 9:", bag.startsWith(9))
var d = Stack<Double>()
for x in [1.5, 2.5, 5.0] { d.append(x) }
print("average:", d.average(), "max:", d.maxItem!)

// Associated type with its own constraint and a protocol with a where clause.
protocol SuffixableContainer: Container {
    associatedtype Suffix: SuffixableContainer where Suffix.Item == Item
    func suffix(_ size: Int) -> Suffix
}
extension Stack: SuffixableContainer {
    func suffix(_ size: Int) -> Stack {
        var result = Stack()
        for index in (count - size)..<count { result.append(self[index]) }
        return result
    }
}
let suffix = s.suffix(2)
print("suffix:", suffix.items, "type:", type(of: suffix))

// Generic subscript with a where clause on a Sequence of indices.
extension Container {
    subscript<Indices: Sequence>(indices: Indices) -> [Item] where Indices.Iterator.Element == Int {
        var result: [Item] = []
        for index in indices { result.append(self[index]) }
        return result
    }
}
print("picked:", bag[[0, 3, 1]])
func sumAll<C: Container>(_ c: C) -> C.Item where C.Item: AdditiveArithmetic {
    var total = C.Item.zero
    for i in 0..<c.count { total += c[i] }
    return total
}
print("sums:", sumAll(bag), sumAll(d))
func describe<S: Sequence>(_ s: S) -> String where S.Element: CustomStringConvertible, S.Element: Comparable {
    s.sorted().map(\.description).joined(separator: "<")
}
print("describe:", describe([3, 1, 2]), describe(["b", "a"]))

// expect: stack matches bag: true
// expect: after bag grows: false
// expect: startsWith 1: true startsWith 9: false
// expect: average: 3.0 max: 5.0
// expect: suffix: [2, 3] type: Stack<Int>
// expect: picked: [1, 4, 2]
// expect: sums: 10 9.0
// expect: describe: 1<2<3 a<b
