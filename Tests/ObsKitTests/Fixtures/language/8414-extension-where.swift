// Compiler-test style: constrained extensions with where clauses on generic types and protocols, including conditional conformance
struct Box<T> {
    var items: [T]
}

extension Box where T: Numeric {
    var sum: T { items.reduce(0, +) }
}
extension Box where T: Comparable {
    var largest: T? { items.max() }
}
extension Box where T == String {
    var joined: String { items.joined(separator: "-") }
}
extension Box: Equatable where T: Equatable {}
extension Box: CustomStringConvertible where T: CustomStringConvertible {
    var description: String { "Box" + items.description }
}

extension Array where Element: Equatable {
    func countOf(_ x: Element) -> Int { filter { $0 == x }.count }
}
extension Sequence where Element == Int {
    var evens: [Int] { filter { $0 % 2 == 0 } }
}
extension Collection where Element: Collection, Element.Element: Numeric {
    var flatTotal: Element.Element { reduce(0) { $0 + $1.reduce(0, +) } }
}

protocol Describable { func describe() -> String }
extension Describable where Self: Numeric { func describe() -> String { "number \(self)" } }
extension Describable { func describe() -> String { "something" } }
extension Int: Describable {}
extension Bool: Describable {}

let nums = Box(items: [3, 9, 4])
print(nums.sum, nums.largest!)
let words = Box(items: ["b", "a"])
print(words.joined, words.largest!)
print(nums == Box(items: [3, 9, 4]), words == Box(items: ["a"]))
print(nums, words)
print([1, 2, 1, 1].countOf(1), ["x", "y"].countOf("z"))
print((1...10).evens, Set([4]).evens)
print([[1, 2], [3]].flatTotal, [[0.5], [0.25, 1]].flatTotal)
print(5.describe(), true.describe())

// expect: 16 9
// expect: b-a b
// expect: true false
// expect: Box[3, 9, 4] Box["b", "a"]
// expect: 3 0
// expect: [2, 4, 6, 8, 10] [4]
// expect: 6 1.75
// expect: number 5 something
