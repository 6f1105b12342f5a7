// Nested types print by their own name, and with their enclosing types under `String(reflecting:)`.
// Expected output from swiftc 6.3.1 on Linux.
enum Theme {
    enum Spacing { static let small = 4 }
    struct Font {
        enum Weight: Int { case regular = 400, bold = 700 }
        let weight: Weight
    }
}
let title = Theme.Font(weight: .bold)
print(title.weight, type(of: title.weight))
print(String(reflecting: Theme.Font.Weight.self))
print(title)
print([title.weight])
print(Theme.Spacing.small, type(of: title))

// expect: bold Weight
// expect: main.Theme.Font.Weight
// expect: Font(weight: main.Theme.Font.Weight.bold)
// expect: [main.Theme.Font.Weight.bold]
// expect: 4 Font
