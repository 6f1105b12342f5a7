// Compiler test style (associated types): constrained associated types, where clauses on extensions, and primary associated types
protocol Stack {
    associatedtype Element
    associatedtype Storage: Collection = [Element] where Storage.Element == Element
    var storage: Storage { get }
    mutating func push(_ e: Element)
}
extension Stack {
    var depth: Int { return storage.count }
    var top: Element? { return storage.isEmpty ? nil : storage[storage.index(storage.startIndex, offsetBy: storage.count - 1)] }
}
extension Stack where Element: Numeric {
    var sum: Element { return storage.reduce(0, +) }
}
extension Stack where Element == String {
    var joined: String { return storage.joined(separator: "+") }
}

struct IntStack: Stack {
    var storage: [Int] = []
    mutating func push(_ e: Int) { storage.append(e) }
}
struct WordStack: Stack {
    var storage: [String] = []
    mutating func push(_ e: String) { storage.append(e.lowercased()) }
}

var ints = IntStack()
for i in [4, 8, 15] { ints.push(i) }
print(ints.depth, ints.top as Any, ints.sum)
var words = WordStack()
words.push("Hello")
words.push("WORLD")
print(words.depth, words.top ?? "", words.joined)
print(IntStack.Storage.self, WordStack.Element.self)

protocol Source<Value> {
    associatedtype Value
    func next() -> Value?
}
final class Countdown: Source {
    var n: Int
    init(_ n: Int) { self.n = n }
    func next() -> Int? { if n == 0 { return nil }; n -= 1; return n + 1 }
}
final class Letters: Source {
    var chars: [Character]
    init(_ s: String) { chars = Array(s) }
    func next() -> Character? { return chars.isEmpty ? nil : chars.removeFirst() }
}
func drain<S: Source>(_ s: S) -> [S.Value] {
    var out: [S.Value] = []
    while let v = s.next() { out.append(v) }
    return out
}
func drainAny(_ s: any Source<Int>) -> Int {
    var total = 0
    while let v = s.next() { total += v }
    return total
}
print(drain(Countdown(3)), drain(Letters("abc")))
print(drainAny(Countdown(4)))
let sources: [any Source<Int>] = [Countdown(2), Countdown(5)]
print(sources.map { drainAny($0) })

// expect: 3 Optional(15) 27
// expect: 2 world hello+world
// expect: Array<Int> String
// expect: [3, 2, 1] ["a", "b", "c"]
// expect: 10
// expect: [3, 15]
