// Swift book style: the Container protocol with an associatedtype, where clauses on extensions and generic functions (allItemsMatch)
protocol Container {
    associatedtype Item
    mutating func append(_ item: Item)
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}

struct IntStack: Container {
    var items: [Int] = []
    mutating func push(_ item: Int) { items.append(item) }
    mutating func append(_ item: Int) { push(item) }
    var count: Int { items.count }
    subscript(i: Int) -> Int { items[i] }
}

struct Stack<Element>: Container {
    var items: [Element] = []
    mutating func append(_ item: Element) { items.append(item) }
    var count: Int { items.count }
    subscript(i: Int) -> Element { items[i] }
}

extension Array: Container {}

extension Container {
    var last: Item? { count > 0 ? self[count - 1] : nil }
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

func allItemsMatch<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> Bool
    where C1.Item == C2.Item, C1.Item: Equatable {
    if a.count != b.count { return false }
    for i in 0..<a.count where a[i] != b[i] { return false }
    return true
}

var s = Stack<String>()
s.append("uno"); s.append("dos"); s.append("tres")
print(s.count, s[1], s.last ?? "none")
print(allItemsMatch(s, ["uno", "dos", "tres"]), allItemsMatch(s, ["uno"]))
var ints = IntStack()
[4, 5, 6].forEach { ints.append($0) }
print(ints.startsWith(4), ints.startsWith(5), ints.last!)
print(allItemsMatch(ints, [4, 5, 6]), allItemsMatch(ints, Stack(items: [4, 5, 7])))
print([1.0, 2.0, 4.5].average(), Stack(items: [3.0, 5.0]).average())
print(Stack<Int>().last as Any, ["z"].startsWith("z"))
func describe<C: Container>(_ c: C) -> String where C.Item: CustomStringConvertible {
    (0..<c.count).map { c[$0].description }.joined(separator: "+")
}
print(describe(ints), describe(s))
// expect: 3 dos tres
// expect: true false
// expect: true false 6
// expect: true false
// expect: 2.5 4.0
// expect: nil true
// expect: 4+5+6 uno+dos+tres
