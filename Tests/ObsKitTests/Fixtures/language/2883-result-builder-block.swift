// Compiler test style: a minimal @resultBuilder with buildBlock used on a function and a closure parameter
@resultBuilder
struct StringJoiner {
    static func buildBlock(_ parts: String...) -> String {
        parts.joined(separator: " ")
    }
}

@StringJoiner
func greeting() -> String {
    "Hello"
    "result"
    "builders"
}

print(greeting())

func make(@StringJoiner _ content: () -> String) -> String {
    "[" + content() + "]"
}

print(make {
    "one"
    "two"
    "three"
})

print(make { "solo" })

@resultBuilder
struct SumBuilder {
    static func buildBlock(_ values: Int...) -> Int {
        values.reduce(0, +)
    }
}

@SumBuilder
var total: Int {
    1
    2
    3 * 4
}
print(total)

struct Card {
    let text: String
    init(@StringJoiner text: () -> String) { self.text = text() }
}
print(Card { "Ace"; "of"; "Spades" }.text)

// expect: Hello result builders
// expect: [one two three]
// expect: [solo]
// expect: 15
// expect: Ace of Spades
