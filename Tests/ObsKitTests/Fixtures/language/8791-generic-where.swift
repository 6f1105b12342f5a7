// Compiler test style (generics): constraints and where clauses
protocol Container {
    associatedtype Item
    var items: [Item] { get }
}

struct Stack<Element>: Container {
    var items: [Element] = []
    mutating func push(_ e: Element) { items.append(e) }
}

struct Queue<Element>: Container {
    var items: [Element]
}

func allMatch<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> Bool
    where C1.Item == C2.Item, C1.Item: Equatable {
    a.items == b.items
}

func largest<T: Comparable>(_ xs: [T]) -> T? {
    xs.reduce(nil) { best, x in
        guard let b = best else { return x }
        return x > b ? x : b
    }
}

extension Stack where Element: Numeric {
    var sum: Element { items.reduce(0, +) }
}

extension Stack where Element == String {
    var joined: String { items.joined(separator: "-") }
}

extension Container where Item: CustomStringConvertible {
    func render() -> String { "[" + items.map(\.description).joined(separator: "|") + "]" }
}

var s = Stack<Int>()
s.push(3); s.push(4); s.push(5)
let q = Queue(items: [3, 4, 5])
print(allMatch(s, q), allMatch(s, Queue(items: [5, 4, 3])))
print(s.sum, s.render())

var words = Stack<String>()
words.push("a"); words.push("b")
print(words.joined, words.render())

print(largest([3, 9, 2]) as Any, largest(["pear", "apple"]) as Any, largest([Int]()) as Any)

func countWhere<S: Sequence>(_ s: S, _ pred: (S.Element) -> Bool) -> Int {
    var n = 0
    for x in s where pred(x) { n += 1 }
    return n
}
print(countWhere(1...20) { $0 % 3 == 0 }, countWhere("hello world") { $0 == "o" })

func firstDuplicate<S: Sequence>(in s: S) -> S.Element? where S.Element: Hashable {
    var seen = Set<S.Element>()
    for x in s {
        if !seen.insert(x).inserted { return x }
    }
    return nil
}
print(firstDuplicate(in: [1, 2, 3, 2, 1]) ?? -1, firstDuplicate(in: "swift") ?? "-")

// expect: true false
// expect: 12 [3|4|5]
// expect: a-b [a|b]
// expect: Optional(9) Optional("pear") nil
// expect: 6 2
// expect: 2 -
