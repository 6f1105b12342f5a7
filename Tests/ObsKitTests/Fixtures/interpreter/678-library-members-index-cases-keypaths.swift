// Library members: `Dictionary[Dictionary.Index]` (a `(key:, value:)` pair) after `index(forKey:)`;
// `allCases` named unqualified in a CaseIterable enum's static members; key paths are Equatable and
// Hashable; `lexicographicallyPrecedes` (with and without `by:`).
// Expected output: a real swiftc 6.3.1 run on Linux (tools/fixture-expect).
let stock = ["apples": 4, "pears": 0, "plums": 7]
if let at = stock.index(forKey: "plums") {
    let entry = stock[at]
    print(entry.key, entry.value, stock[at].value * 2)
}
print(stock.index(forKey: "kiwis") == nil)

enum Level: CaseIterable {
    case low, mid, high
    static func after(_ level: Level) -> Level? {
        let position = allCases.firstIndex(of: level)!
        return position + 1 < allCases.count ? allCases[position + 1] : nil
    }
    static var names: [String] { allCases.map { "\($0)" } }
}
print(Level.after(.low) as Any, Level.after(.high) as Any, Level.names)

struct Person { var name: String; var age: Int }
let byName = \Person.name
print(byName == \Person.name, byName == \Person.name.count, \Person.age == \Person.age)
let paths: Set<KeyPath<Person, Int>> = [\Person.age, \Person.age, \Person.name.count]
print(paths.count)
var labels: [KeyPath<Person, String>: String] = [:]
labels[\Person.name] = "Name"
print(labels[\Person.name] ?? "?")

print([1, 2, 3].lexicographicallyPrecedes([1, 2, 4]), [1, 2].lexicographicallyPrecedes([1, 2]),
      [1, 2].lexicographicallyPrecedes([1, 2, 0]), ["b", "a"].lexicographicallyPrecedes(["a", "z"]))
print("apple".lexicographicallyPrecedes("apricot"),
      [3, 1].lexicographicallyPrecedes([2, 9], by: >), [Int]().lexicographicallyPrecedes([]))

// expect: plums 7 14
// expect: true
// expect: Optional(main.Level.mid) nil ["low", "mid", "high"]
// expect: true false true
// expect: 2
// expect: Name
// expect: true false true false
// expect: true true false
