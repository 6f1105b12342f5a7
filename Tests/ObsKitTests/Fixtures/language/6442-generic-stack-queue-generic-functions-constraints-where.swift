// Swift Apprentice style (generics): a generic Stack and Queue, generic functions with constraints and where clauses
struct Stack<Element> {
    private var storage: [Element] = []
    var isEmpty: Bool { storage.isEmpty }
    var peek: Element? { storage.last }
    mutating func push(_ element: Element) { storage.append(element) }
    @discardableResult mutating func pop() -> Element? { storage.popLast() }
}
extension Stack: CustomStringConvertible {
    var description: String {
        "--- top ---\n" + storage.reversed().map { "\($0)" }.joined(separator: "\n") + "\n-----------"
    }
}
var stack = Stack<Int>()
stack.push(1); stack.push(2); stack.push(3)
print(stack)
print(stack.pop()!, stack.peek!)

struct Queue<T> {
    private var left: [T] = []
    private var right: [T] = []
    mutating func enqueue(_ x: T) { right.append(x) }
    mutating func dequeue() -> T? {
        if left.isEmpty {
            left = right.reversed()
            right.removeAll()
        }
        return left.popLast()
    }
}
var q = Queue<String>()
["a", "b", "c"].forEach { q.enqueue($0) }
print(q.dequeue()!, q.dequeue()!)
q.enqueue("d")
print(q.dequeue()!, q.dequeue()!, q.dequeue() ?? "empty")

func swapped<A, B>(_ pair: (A, B)) -> (B, A) { (pair.1, pair.0) }
print(swapped((1, "one")))
func findIndex<T: Equatable>(of value: T, in array: [T]) -> Int? {
    for (i, v) in array.enumerated() where v == value { return i }
    return nil
}
print(findIndex(of: "llama", in: ["cat", "llama", "dog"])!, findIndex(of: 9.0, in: [1.0, 2]) as Any)
func allItemsMatch<C1: Sequence, C2: Sequence>(_ a: C1, _ b: C2) -> Bool
    where C1.Element == C2.Element, C1.Element: Equatable {
    Array(a) == Array(b)
}
print(allItemsMatch([1, 2, 3], 1...3), allItemsMatch("abc", ["a", "b"]))
func sumAll<S: Sequence>(_ s: S) -> S.Element where S.Element: Numeric {
    s.reduce(0, +)
}
print(sumAll([1, 2, 3]), sumAll([0.5, 0.25]), sumAll(Set([10])))
extension Stack where Element: Comparable {
    func maxElement() -> Element? {
        var copy = self
        var best: Element?
        while let top = copy.pop() { if best == nil || top > best! { best = top } }
        return best
    }
}
var words = Stack<String>()
["pear", "apple", "zucchini", "fig"].forEach { words.push($0) }
print(words.maxElement()!, words.peek!)
struct Pair<T> { var first: T; var second: T }
extension Pair: Equatable where T: Equatable {}
print(Pair(first: 1, second: 2) == Pair(first: 1, second: 2), Pair(first: "a", second: "b") == Pair(first: "b", second: "a"))

// expect: --- top ---
// expect: 3
// expect: 2
// expect: 1
// expect: -----------
// expect: 3 2
// expect: a b
// expect: c d empty
// expect: ("one", 1)
// expect: 1 nil
// expect: true false
// expect: 6 0.75 10
// expect: zucchini fig
// expect: true false
