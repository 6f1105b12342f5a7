// Swift book style (Generics): generic functions, generic types, constraints, associated types, where
func swapPair<T>(_ pair: (T, T)) -> (T, T) { (pair.1, pair.0) }
print(swapPair((1, 2)), swapPair(("a", "b")))

struct Stack<Element> {
    var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element? { items.popLast() }
}
extension Stack {
    var top: Element? { items.last }
}
var plates = Stack<String>()
plates.push("blue"); plates.push("green"); plates.push("white")
print(plates.pop() ?? "-", plates.top ?? "-", plates.items.count)

func firstIndex<T: Equatable>(of target: T, in list: [T]) -> Int? {
    for (i, v) in list.enumerated() where v == target { return i }
    return nil
}
print(firstIndex(of: "owl", in: ["cat", "owl", "bat"]) ?? -1)
print(firstIndex(of: 9.5, in: [1.0, 2.0]) ?? -1)

protocol Container {
    associatedtype Item
    mutating func append(_ item: Item)
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}
extension Stack: Container {
    mutating func append(_ item: Element) { push(item) }
    var count: Int { items.count }
    subscript(i: Int) -> Element { items[i] }
}
func allItemsMatch<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> Bool
    where C1.Item == C2.Item, C1.Item: Equatable {
    if a.count != b.count { return false }
    for i in 0..<a.count where a[i] != b[i] { return false }
    return true
}
var s1 = Stack<Int>(); s1.append(1); s1.append(2)
var s2 = Stack<Int>(); s2.push(1); s2.push(2)
print(allItemsMatch(s1, s2))
s2.push(3)
print(allItemsMatch(s1, s2))

extension Container where Item: Comparable {
    func largest() -> Item? {
        guard count > 0 else { return nil }
        var best = self[0]
        for i in 1..<count where self[i] > best { best = self[i] }
        return best
    }
}
print(s2.largest() ?? 0)
func describeAll<each T>(_ value: repeat each T) -> [String] {
    var out: [String] = []
    for v in repeat each value { out.append("\(v)") }
    return out
}
print(describeAll(1, "two", 3.0))

// expect: (2, 1) ("b", "a")
// expect: white green 2
// expect: 1
// expect: -1
// expect: true
// expect: false
// expect: 3
// expect: ["1", "two", "3.0"]
