// Stack Overflow answer style: protocol with associatedtype, generic Stack conformance, where-clause algorithms, conditional conformance
protocol Container {
    associatedtype Item
    var count: Int { get }
    mutating func append(_ item: Item)
    subscript(i: Int) -> Item { get }
}

extension Container {
    var isEmpty: Bool { count == 0 }
    func allItems() -> [Item] { (0..<count).map { self[$0] } }
}

struct Stack<Element>: Container {
    var items: [Element] = []
    var count: Int { items.count }
    mutating func append(_ item: Element) { items.append(item) }
    mutating func pop() -> Element? { items.popLast() }
    subscript(i: Int) -> Element { items[i] }
}

extension Stack: Equatable where Element: Equatable {}

extension Stack: CustomStringConvertible {
    var description: String { "Stack" + items.description }
}

func allItemsMatch<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> Bool
    where C1.Item == C2.Item, C1.Item: Equatable {
    guard a.count == b.count else { return false }
    for i in 0..<a.count where a[i] != b[i] { return false }
    return true
}

extension Container where Item: Numeric {
    func sum() -> Item { allItems().reduce(0, +) }
}

extension Array: Container {}

var s = Stack<Int>()
print(s.isEmpty)
for x in [3, 1, 4, 1, 5] { s.append(x) }
print(s, s.count, s.sum())
print(allItemsMatch(s, [3, 1, 4, 1, 5]))
print(allItemsMatch(s, [3, 1, 4]))
var t = s
print(s == t)
_ = t.pop()
print(s == t, t)
var words = Stack<String>()
words.append("a"); words.append("b")
print(words.allItems().joined(separator: "+"), [2.5, 0.5].sum())

// expect: true
// expect: Stack[3, 1, 4, 1, 5] 5 14
// expect: true
// expect: false
// expect: true
// expect: false Stack[3, 1, 4, 1]
// expect: a+b 3.0
