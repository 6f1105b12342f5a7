// Apple docs style (Comparable): synthesized Comparable for enums, sorting, min and max
enum Size: Comparable {
    case small, medium, large
}

enum Priority: Comparable, CustomStringConvertible {
    case low
    case normal(level: Int)
    case urgent
    var description: String {
        switch self {
        case .low: return "low"
        case .normal(let l): return "normal(\(l))"
        case .urgent: return "urgent"
        }
    }
}

let sizes: [Size] = [.large, .small, .medium, .small]
print("sorted:", sizes.sorted())
print("descending:", sizes.sorted(by: >))
print("min:", sizes.min()!, "max:", sizes.max()!)
print("small < large:", Size.small < .large, "medium >= large:", Size.medium >= .large)
print("clamped:", min(max(Size.small, .medium), .large))

let tasks: [(String, Priority)] = [
    ("write docs", .normal(level: 2)),
    ("fix crash", .urgent),
    ("tidy", .low),
    ("review", .normal(level: 1)),
    ("deploy", .normal(level: 2)),
]
for (name, p) in tasks.sorted(by: { $0.1 > $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }) {
    print("  \(p): \(name)")
}
print("normal(1) < normal(2):", Priority.normal(level: 1) < .normal(level: 2))
print("normal(99) < urgent:", Priority.normal(level: 99) < .urgent)
print("low < normal(0):", Priority.low < .normal(level: 0))

// Comparable gives ranges and clamping for free.
let acceptable = Size.small...Size.medium
print("large acceptable:", acceptable.contains(.large), "medium acceptable:", acceptable.contains(.medium))

struct Student: Comparable {
    let name: String
    let grade: Int
    static func < (a: Student, b: Student) -> Bool {
        a.grade != b.grade ? a.grade > b.grade : a.name < b.name
    }
}
let roster = [Student(name: "Zed", grade: 90), Student(name: "Amy", grade: 95), Student(name: "Bob", grade: 90)]
print("ranked:", roster.sorted().map(\.name))
print("top:", roster.min()!.name, "bottom:", roster.max()!.name)
print("tuple compare:", (1, "b") < (1, "c"), (2, "a") < (1, "z"))
print("strings:", ["pear", "Apple", "apple", "banana"].sorted())

// expect: sorted: [main.Size.small, main.Size.small, main.Size.medium, main.Size.large]
// expect: descending: [main.Size.large, main.Size.medium, main.Size.small, main.Size.small]
// expect: min: small max: large
// expect: small < large: true medium >= large: false
// expect: clamped: medium
// expect:   urgent: fix crash
// expect:   normal(2): deploy
// expect:   normal(2): write docs
// expect:   normal(1): review
// expect:   low: tidy
// expect: normal(1) < normal(2): true
// expect: normal(99) < urgent: true
// expect: low < normal(0): true
// expect: large acceptable: false medium acceptable: true
// expect: ranked: ["Amy", "Bob", "Zed"]
// expect: top: Amy bottom: Zed
// expect: tuple compare: true false
// expect: strings: ["Apple", "apple", "banana", "pear"]
