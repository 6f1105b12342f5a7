// The Swift Programming Language style (Generics): generic functions and types, type constraints, associated types with constraints, and where clauses
func swapPair<T>(_ a: inout T, _ b: inout T) {
    let tmp = a
    a = b
    b = tmp
}
var x = 3, y = 107
swapPair(&x, &y)
var s1 = "left", s2 = "right"
swapPair(&s1, &s2)
print(x, y, s1, s2)

func position<T: Equatable>(of target: T, in items: [T]) -> Int? {
    for (i, v) in items.enumerated() where v == target { return i }
    return nil
}
print(position(of: "c", in: ["a", "b", "c"]) as Any, position(of: 9.5, in: [1.0, 2.0]) as Any)

protocol Container {
    associatedtype Item: Equatable
    var count: Int { get }
    mutating func append(_ item: Item)
    subscript(i: Int) -> Item { get }
}

struct IntStack: Container {
    var items: [Int] = []
    var count: Int { items.count }
    mutating func append(_ item: Int) { items.append(item) }
    subscript(i: Int) -> Int { items[i] }
}

struct GenericStack<Element: Equatable>: Container {
    var items: [Element] = []
    var count: Int { items.count }
    mutating func append(_ item: Element) { items.append(item) }
    subscript(i: Int) -> Element { items[i] }
}

func allItemsMatch<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> Bool where C1.Item == C2.Item {
    if a.count != b.count { return false }
    for i in 0..<a.count where a[i] != b[i] { return false }
    return true
}

var st = IntStack()
var gs = GenericStack<Int>()
for v in [4, 8, 15] { st.append(v); gs.append(v) }
print(allItemsMatch(st, gs))
gs.append(16)
print(allItemsMatch(st, gs))

extension Container where Item: Comparable {
    func largest() -> Item? {
        guard count > 0 else { return nil }
        var best = self[0]
        for i in 1..<count where self[i] > best { best = self[i] }
        return best
    }
}
extension Container {
    func isTop(_ item: Item) -> Bool { count > 0 && self[count - 1] == item }
}
var words = GenericStack<String>()
words.append("pear"); words.append("zucchini"); words.append("apple")
print(words.largest() ?? "-", words.isTop("apple"), st.largest() ?? 0)

func pairUp<A, B>(_ a: [A], _ b: [B]) -> [(A, B)] { Array(zip(a, b)) }
for (n, w) in pairUp([1, 2], ["one", "two", "three"]) { print(n, w) }

// expect: 107 3 right left
// expect: Optional(2) nil
// expect: true
// expect: false
// expect: zucchini true 15
// expect: 1 one
// expect: 2 two
