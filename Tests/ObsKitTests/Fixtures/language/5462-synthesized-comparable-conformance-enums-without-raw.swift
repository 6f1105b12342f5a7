// Swift Evolution style (SE-0266): synthesized Comparable conformance for enums without raw values, including associated values
enum Size: Comparable { case small, medium, large, extraLarge }

enum Priority: Comparable {
    case low
    case normal(Int)
    case urgent(reason: String, level: Int)
}

print(Size.small < .large, Size.extraLarge < .medium)
print([Size.large, .small, .extraLarge, .medium].sorted())
print([Size.medium, .large].max()!, [Size.medium, .large].min()!)

let ps: [Priority] = [.urgent(reason: "b", level: 1), .normal(5), .low, .normal(2), .urgent(reason: "a", level: 9), .urgent(reason: "a", level: 3)]
for p in ps.sorted() { print(p) }
print(Priority.normal(100) < .urgent(reason: "", level: 0))
print((Size.small...Size.large).contains(.medium), (Size.small..<Size.medium).contains(.medium))

// expect: true false
// expect: [main.Size.small, main.Size.medium, main.Size.large, main.Size.extraLarge]
// expect: large medium
// expect: low
// expect: normal(2)
// expect: normal(5)
// expect: urgent(reason: "a", level: 3)
// expect: urgent(reason: "a", level: 9)
// expect: urgent(reason: "b", level: 1)
// expect: true
// expect: true false
