// associated-types-where
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol Container {
    associatedtype Item
    var count: Int { get }
    mutating func append(_ item: Item)
    subscript(i: Int) -> Item { get }
}

struct Stack<Element>: Container {
    private var items: [Element] = []
    var count: Int { items.count }
    mutating func append(_ item: Element) { items.append(item) }
    mutating func pop() -> Element? { items.popLast() }
    subscript(i: Int) -> Element { items[i] }
}

extension Array: Container {}

func allMatch<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> Bool
where C1.Item == C2.Item, C1.Item: Equatable {
    guard a.count == b.count else { return false }
    for i in 0..<a.count where a[i] != b[i] { return false }
    return true
}

extension Container where Item: Numeric {
    var sum: Item {
        var total: Item = 0
        for i in 0..<count { total += self[i] }
        return total
    }
}

extension Container where Item == String {
    func plusJoined() -> String {
        (0..<count).map { self[$0] }.joined(separator: "+")
    }
}

protocol SuffixableContainer: Container {
    associatedtype Suffix: SuffixableContainer where Suffix.Item == Item
    func suffix(_ n: Int) -> Suffix
}

extension Stack: SuffixableContainer {
    func suffix(_ n: Int) -> Stack {
        var result = Stack()
        for i in max(0, count - n)..<count { result.append(self[i]) }
        return result
    }
}

var s = Stack<Int>()
for x in [3, 5, 7, 9] { s.append(x) }
print(s.count, s.sum, s.suffix(2).sum)
print(allMatch(s, [3, 5, 7, 9]), allMatch(s, [3, 5]))
_ = s.pop()
print(allMatch(s.suffix(5), [3, 5, 7]))

var names = Stack<String>()
names.append("a"); names.append("b"); names.append("c")
print(names.plusJoined(), names.suffix(2).plusJoined(), ["x", "y"].plusJoined())
print([1.5, 2.5].sum)
// expect: 4 24 16
// expect: true false
// expect: true
// expect: a+b+c b+c x+y
// expect: 4.0
