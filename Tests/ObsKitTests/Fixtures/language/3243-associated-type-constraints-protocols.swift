// Swift book style: associated type with constraints and protocols in associated type constraints
protocol Container {
    associatedtype Item: Equatable
    mutating func append(_ item: Item)
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}

protocol SuffixableContainer: Container {
    associatedtype Suffix: SuffixableContainer where Suffix.Item == Item
    func suffix(_ size: Int) -> Suffix
}

struct Stack<Element: Equatable>: Container {
    var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element { items.removeLast() }
    mutating func append(_ item: Element) { push(item) }
    var count: Int { items.count }
    subscript(i: Int) -> Element { items[i] }
}

extension Stack: SuffixableContainer {
    func suffix(_ size: Int) -> Stack {
        var result = Stack()
        for index in (count - size)..<count {
            result.append(self[index])
        }
        return result
    }
}

var stackOfInts = Stack<Int>()
stackOfInts.append(10)
stackOfInts.append(20)
stackOfInts.append(30)
let suffix = stackOfInts.suffix(2)
print(suffix.items)

struct IntStack: Container {
    var items: [Int] = []
    mutating func push(_ item: Int) { items.append(item) }
    mutating func pop() -> Int { items.removeLast() }
    typealias Item = Int
    mutating func append(_ item: Int) { self.push(item) }
    var count: Int { items.count }
    subscript(i: Int) -> Int { items[i] }
}

extension IntStack: SuffixableContainer {
    func suffix(_ size: Int) -> Stack<Int> {
        var result = Stack<Int>()
        for index in (count - size)..<count {
            result.append(self[index])
        }
        return result
    }
}

var ints = IntStack()
for n in [5, 6, 7, 8] { ints.append(n) }
let s = ints.suffix(3)
print(s.items, s.count)
print(s.suffix(1).items)

func lastItems<C: SuffixableContainer>(_ c: C, _ n: Int) -> [C.Item] {
    let suf = c.suffix(n)
    var out: [C.Item] = []
    for i in 0..<suf.count { out.append(suf[i]) }
    return out
}
print(lastItems(ints, 2))
var words = Stack<String>()
["a", "b", "c"].forEach { words.push($0) }
print(lastItems(words, 2))
print(words.pop(), words.count)
// expect: [20, 30]
// expect: [6, 7, 8] 3
// expect: [8]
// expect: [7, 8]
// expect: ["b", "c"]
// expect: c 2
