// Swift with Majid style (generic where clauses): a generic Stack with conditional conformances
struct Stack<Element> {
    private var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    @discardableResult
    mutating func pop() -> Element? { items.popLast() }
    var top: Element? { items.last }
    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }
}

extension Stack: CustomStringConvertible {
    var description: String { "Stack" + items.description }
}

extension Stack: Equatable where Element: Equatable {}

extension Stack where Element: Comparable {
    var maximum: Element? { items.max() }
}

extension Stack where Element == Int {
    var total: Int { items.reduce(0, +) }
}

extension Stack: Sequence {
    func makeIterator() -> ReversedCollection<[Element]>.Iterator {
        items.reversed().makeIterator()
    }
}

protocol Container {
    associatedtype Item
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}

struct Box<T>: Container {
    var storage: [T]
    var count: Int { storage.count }
    subscript(i: Int) -> T { storage[i] }
}

func allItemsMatch<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> Bool
    where C1.Item == C2.Item, C1.Item: Equatable {
    guard a.count == b.count else { return false }
    for i in 0..<a.count where a[i] != b[i] {
        return false
    }
    return true
}

var s = Stack<Int>()
for n in [5, 1, 9, 3] { s.push(n) }
print(s, s.count, s.top!)
print(s.maximum!, s.total)
print(Array(s))
s.pop()
print(s, s.map { $0 * 10 })
var t = Stack<Int>()
[5, 1, 9].forEach { t.push($0) }
print(s == t)
var words = Stack<String>()
words.push("b"); words.push("a")
print(words.maximum!, words.contains("a"))
print(allItemsMatch(Box(storage: [1, 2, 3]), Box(storage: [1, 2, 3])))
print(allItemsMatch(Box(storage: ["a"]), Box(storage: ["b"])))

// expect: Stack[5, 1, 9, 3] 4 3
// expect: 9 18
// expect: [3, 9, 1, 5]
// expect: Stack[5, 1, 9] [90, 10, 50]
// expect: true
// expect: b true
// expect: true
// expect: false
