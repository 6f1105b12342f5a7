// Nested types as namespaces: an enum with no cases holding constants and nested structs, referenced by qualified names.
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum Theme {
    static let name = "Harbor"

    enum Spacing {
        static let small = 4
        static let medium = 8
        static let large = 16
    }

    struct Color: CustomStringConvertible {
        let r: Int, g: Int, b: Int
        var description: String { "rgb(\(r), \(g), \(b))" }

        static let ink = Color(r: 20, g: 24, b: 33)
        static let paper = Color(r: 250, g: 248, b: 240)
    }

    struct Font {
        enum Weight: Int, Comparable {
            case light = 300, regular = 400, bold = 700
            static func < (l: Weight, r: Weight) -> Bool { l.rawValue < r.rawValue }
        }
        let size: Int
        let weight: Weight
    }
}

print(Theme.name)
print(Theme.Spacing.small + Theme.Spacing.medium * 2, Theme.Spacing.large)
print(Theme.Color.ink)
print("background \(Theme.Color.paper)")
let title = Theme.Font(size: 24, weight: .bold)
let body = Theme.Font(size: 14, weight: .regular)
print(title.weight > body.weight, max(title.weight, body.weight, .light))
let weights: [Theme.Font.Weight] = [.bold, .light, .regular]
print(weights.sorted().map(\.rawValue))
print(type(of: title.weight))
print(String(reflecting: Theme.Font.Weight.self))

// expect: Harbor
// expect: 20 16
// expect: rgb(20, 24, 33)
// expect: background rgb(250, 248, 240)
// expect: true bold
// expect: [300, 400, 700]
// expect: Weight
// expect: main.Theme.Font.Weight
