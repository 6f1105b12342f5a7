// Swift generics deep-dive blog style: where clauses on functions and extensions, associated types with constraints, conditional conformance (Equatable/CustomStringConvertible), generic Stack, same-type requirements
struct Stack<Element> {
    private var storage: [Element] = []
    init() {}
    init<S: Sequence>(_ items: S) where S.Element == Element { storage = Array(items) }
    mutating func push(_ e: Element) { storage.append(e) }
    @discardableResult mutating func pop() -> Element? { storage.popLast() }
    var top: Element? { storage.last }
    var count: Int { storage.count }
}

extension Stack: Equatable where Element: Equatable {}
extension Stack: CustomStringConvertible where Element: CustomStringConvertible {
    var description: String { "[" + storage.map(\.description).joined(separator: " | ") + ">" }
}
extension Stack where Element: Numeric {
    var sum: Element { storage.reduce(0, +) }
}
extension Stack where Element == String {
    func joinedTop(_ n: Int) -> String { storage.suffix(n).reversed().joined(separator: ",") }
}

protocol Container {
    associatedtype Item
    var items: [Item] { get }
}
struct Box<T>: Container { var items: [T] }
struct Shelf: Container { var items: [String] }

func allMatch<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> Bool
    where C1.Item == C2.Item, C1.Item: Equatable {
    a.items.count == b.items.count && zip(a.items, b.items).allSatisfy { $0 == $1 }
}

func commonElements<A: Sequence, B: Sequence>(_ a: A, _ b: B) -> [A.Element]
    where A.Element: Hashable, A.Element == B.Element {
    let setB = Set(b)
    var seen = Set<A.Element>()
    return a.filter { setB.contains($0) && seen.insert($0).inserted }
}

func maxBy<S: Sequence, K: Comparable>(_ s: S, _ key: (S.Element) -> K) -> S.Element? {
    s.max { key($0) < key($1) }
}

extension Dictionary where Value: Numeric & Comparable {
    func topKeys(_ n: Int) -> [Key] where Key: Comparable {
        sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(n).map(\.key)
    }
}

var numbers = Stack([3, 1, 4])
numbers.push(1)
numbers.push(5)
print("numbers \(numbers), sum \(numbers.sum), top \(numbers.top!)")
numbers.pop()
print("after pop: \(numbers), equal to [3,1,4,1]? \(numbers == Stack([3, 1, 4, 1]))")

var words = Stack<String>()
["alpha", "beta", "gamma", "delta"].forEach { words.push($0) }
print("top three: \(words.joinedTop(3)), description \(words)")

let doubles = Stack([0.5, 0.25])
print("double sum: \(doubles.sum)")

print("box vs shelf match: \(allMatch(Box(items: ["a", "b"]), Shelf(items: ["a", "b"])))")
print("box vs box match: \(allMatch(Box(items: [1, 2, 3]), Box(items: [1, 2, 4])))")
print("common: \(commonElements([5, 1, 5, 3, 9, 1], [1, 9, 7, 5]))")
print("common chars: \(String(commonElements("mississippi", "spam")))")
print("longest: \(maxBy(["kiwi", "banana", "fig"], \.count)!)")
let scores = ["ann": 12, "bo": 30, "cy": 12, "di": 25]
print("top keys: \(scores.topKeys(3))")
// expect: numbers [3 | 1 | 4 | 1 | 5>, sum 14, top 5
// expect: after pop: [3 | 1 | 4 | 1>, equal to [3,1,4,1]? true
// expect: top three: delta,gamma,beta, description [alpha | beta | gamma | delta>
// expect: double sum: 0.75
// expect: box vs shelf match: true
// expect: box vs box match: false
// expect: common: [5, 1, 9]
// expect: common chars: msp
// expect: longest: banana
// expect: top keys: ["bo", "di", "ann"]
