// Tutorial style (Kodeco generics): generic functions and types constrained with where clauses
struct Stack<Element> {
    private var storage: [Element] = []
    var isEmpty: Bool { storage.isEmpty }
    mutating func push(_ value: Element) { storage.append(value) }
    mutating func pop() -> Element? { storage.popLast() }
    func peek() -> Element? { storage.last }
}

extension Stack where Element: Numeric {
    func sum() -> Element {
        var copy = self
        var total: Element = 0
        while let top = copy.pop() { total += top }
        return total
    }
}

extension Stack: CustomStringConvertible where Element: CustomStringConvertible {
    var description: String {
        var copy = self
        var parts: [String] = []
        while let top = copy.pop() { parts.append(top.description) }
        return "[" + parts.joined(separator: " | ") + "]"
    }
}

func allEqual<C: Collection>(_ items: C) -> Bool where C.Element: Equatable {
    guard let first = items.first else { return true }
    return items.allSatisfy { $0 == first }
}

func commonPrefix<A: Sequence, B: Sequence>(_ a: A, _ b: B) -> [A.Element]
    where A.Element == B.Element, A.Element: Equatable {
    var result: [A.Element] = []
    for (x, y) in zip(a, b) {
        guard x == y else { break }
        result.append(x)
    }
    return result
}

var scores = Stack<Int>()
for s in [3, 9, 14] { scores.push(s) }
print("Scores: \(scores)")
print("Sum: \(scores.sum())")
print("Peek: \(scores.peek() ?? -1)")

var words = Stack<String>()
words.push("alpha"); words.push("beta")
print("Words: \(words)")
print("Popped: \(words.pop() ?? "none")")
print("Empty now? \(words.isEmpty)")

print(allEqual([7, 7, 7]))
print(allEqual(["a", "b"]))
print(allEqual([Double]()))
print(commonPrefix([1, 2, 3, 4], [1, 2, 9]))
print(String(commonPrefix("swiftly", "swimming")))

// expect: Scores: [14 | 9 | 3]
// expect: Sum: 26
// expect: Peek: 14
// expect: Words: [beta | alpha]
// expect: Popped: beta
// expect: Empty now? false
// expect: true
// expect: false
// expect: true
// expect: [1, 2]
// expect: swi
