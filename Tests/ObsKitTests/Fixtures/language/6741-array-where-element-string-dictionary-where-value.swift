// Swift book generics style (same-type extensions): Array where Element == String, Dictionary where Value: Numeric, Optional where Wrapped: Collection
extension Array where Element == String {
    func initials() -> String { compactMap(\.first).map(String.init).joined() }
    var longest: String? { self.max { $0.count < $1.count } }
}

extension Array where Element == Int {
    var evens: [Int] { filter { $0 % 2 == 0 } }
}

extension Array where Element: Collection, Element.Element: Comparable {
    var sortedInner: [[Element.Element]] { map { $0.sorted() } }
}

extension Dictionary where Value: Numeric {
    func scaled(by k: Value) -> [Key: Value] { mapValues { $0 * k } }
    var sumOfValues: Value { values.reduce(0, +) }
}

extension Dictionary where Key: Comparable {
    var orderedPairs: [String] { keys.sorted().map { "\($0)=\(self[$0]!)" } }
}

extension Optional where Wrapped: Collection {
    var isNilOrEmpty: Bool { self?.isEmpty ?? true }
    var countOrZero: Int { self?.count ?? 0 }
}

extension Sequence where Element == (String, Int) {
    func best() -> String? { self.max { $0.1 < $1.1 }?.0 }
}

let names = ["grace", "alan", "ada", "barbara"]
print(names.initials(), names.longest!)
print([1, 2, 3, 4, 6].evens)
print(["cab", "ba"].sortedInner, [[3, 1], [2]].sortedInner)
let prices = ["tea": 3, "pie": 5]
print(prices.scaled(by: 2).orderedPairs, prices.sumOfValues)
print(["b": 0.5, "a": 1.5].scaled(by: 2).sumOfValues)
let missing: [Int]? = nil
let blank: String? = ""
let full: Set<Int>? = [1, 2]
print(missing.isNilOrEmpty, blank.isNilOrEmpty, full.isNilOrEmpty, full.countOrZero)
print([("x", 3), ("y", 9), ("z", 4)].best()!)
print(zip(["p", "q"], [1, 0]).map { ($0, $1) }.best()!)

// expect: gaab barbara
// expect: [2, 4, 6]
// expect: [["a", "b", "c"], ["a", "b"]] [[1, 3], [2]]
// expect: ["pie=10", "tea=6"] 8
// expect: 4.0
// expect: true true false 2
// expect: y
// expect: p
