// The Swift Programming Language style (Extensions): adding protocol conformance in extensions, constrained extensions on generic types, and extending protocols with default methods
protocol Summarizable {
    var summary: String { get }
}

struct Recipe {
    var title: String
    var minutes: Int
}

extension Recipe: Summarizable {
    var summary: String { "\(title) (\(minutes) min)" }
}

extension Recipe: Comparable {
    static func < (a: Recipe, b: Recipe) -> Bool { a.minutes < b.minutes }
}

let recipes = [Recipe(title: "Stew", minutes: 90), Recipe(title: "Toast", minutes: 3), Recipe(title: "Salad", minutes: 10)]
print(recipes.sorted().map(\.summary))
print(recipes.max()!.title)

extension Array where Element: Summarizable {
    func summaries(separator: String = "; ") -> String {
        map(\.summary).joined(separator: separator)
    }
}
print(recipes.summaries())

extension Array where Element == Int {
    var evenSum: Int { filter { $0.isMultiple(of: 2) }.reduce(0, +) }
}
print([1, 2, 3, 4, 10].evenSum)

extension Optional where Wrapped == String {
    var orEmpty: String { self ?? "" }
}
let missing: String? = nil
print("[\(missing.orEmpty)]", "[\(Optional("x").orEmpty)]")

extension Summarizable {
    func shout() -> String { summary.uppercased() + "!" }
}
print(recipes[1].shout())

extension String {
    init(repeatingWord w: String, times: Int) {
        self = Array(repeating: w, count: times).joined(separator: " ")
    }
    mutating func bracket() { self = "<" + self + ">" }
}
var s = String(repeatingWord: "la", times: 3)
s.bracket()
print(s)

extension Collection {
    var secondElement: Element? { dropFirst().first }
}
print([7, 8, 9].secondElement as Any, "a".secondElement as Any)

// expect: ["Toast (3 min)", "Salad (10 min)", "Stew (90 min)"]
// expect: Stew
// expect: Stew (90 min); Toast (3 min); Salad (10 min)
// expect: 16
// expect: [] [x]
// expect: TOAST (3 MIN)!
// expect: <la la la>
// expect: Optional(8) nil
