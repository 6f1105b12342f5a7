// Course exercise: generic functions with constraints and constrained extensions on Array
func findIndex<T: Equatable>(of valueToFind: T, in array: [T]) -> Int? {
    for (index, value) in array.enumerated() where value == valueToFind {
        return index
    }
    return nil
}

func swapTwoValues<T>(_ a: inout T, _ b: inout T) {
    let temporaryA = a
    a = b
    b = temporaryA
}

extension Array where Element: Comparable {
    var isSortedAscending: Bool {
        zip(self, dropFirst()).allSatisfy { $0 <= $1 }
    }
}

extension Array where Element: Numeric {
    func total() -> Element {
        reduce(0, +)
    }
}

extension Array where Element == String {
    func initials() -> String {
        compactMap(\.first).map(String.init).joined()
    }
}

extension Collection {
    subscript(safe index: Index) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}

struct Pair<First, Second> {
    let first: First
    let second: Second
    func swapped() -> Pair<Second, First> { Pair<Second, First>(first: second, second: first) }
}

extension Pair: CustomStringConvertible where First: CustomStringConvertible, Second: CustomStringConvertible {
    var description: String { "(\(first), \(second))" }
}

print("index of 'llama': \(findIndex(of: "llama", in: ["cat", "dog", "llama", "parakeet"]) ?? -1)")
print("index of 9.3: \(String(describing: findIndex(of: 9.3, in: [3.14, 0.1, 0.25])))")
var x = "left", y = "right"
swapTwoValues(&x, &y)
print("swapped: \(x) \(y)")
print("[1, 2, 2, 5] sorted: \([1, 2, 2, 5].isSortedAscending), [3, 1] sorted: \([3, 1].isSortedAscending)")
print("int total: \([1, 2, 3, 4].total()), double total: \([0.5, 0.25].total())")
print("initials: \(["Grace", "Murray", "Hopper"].initials())")
print("safe: \([10, 20, 30][safe: 1] ?? -1), \([10, 20, 30][safe: 5] ?? -1)")
let p = Pair(first: 1, second: "one")
print("pair: \(p), swapped: \(p.swapped())")

// expect: index of 'llama': 2
// expect: index of 9.3: nil
// expect: swapped: right left
// expect: [1, 2, 2, 5] sorted: true, [3, 1] sorted: false
// expect: int total: 10, double total: 0.75
// expect: initials: GMH
// expect: safe: 20, -1
// expect: pair: (1, one), swapped: (one, 1)
