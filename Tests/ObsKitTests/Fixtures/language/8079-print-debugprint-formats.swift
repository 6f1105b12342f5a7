// Compiler test style: print vs debugPrint output for structs, enums, optionals, strings, characters and nested collections
struct Point { var x: Int; var y: Double }
enum Suit { case hearts, spades }
enum Token { case word(String), number(Int), pair(a: Int, b: String), empty }
struct Wrapper<T> { let value: T }

let values: [Any] = [
    Point(x: 1, y: 2.5),
    Suit.hearts,
    Token.word("hi"),
    Token.pair(a: 1, b: "z"),
    Token.empty,
    Optional(5) as Any,
    Optional<String>.none as Any,
    Optional("text") as Any,
    "quote\"d\ttab",
    Character("c"),
    [1: "one"],
    ["k": [1, 2]],
    (1, "two", 3.0),
    (label: "x", 9),
    Wrapper(value: "w"),
    Wrapper(value: Optional(Suit.spades)),
    [Optional(1), nil],
    [[Point(x: 0, y: 0)]],
    1.0,
    Float(0.1),
    Int8(-3),
    UInt.max,
    true,
    "",
]

for v in values {
    print(v)
    debugPrint(v)
}

// Multiple items with separators
print("a", 1, Suit.spades, separator: " / ")
debugPrint("a", 1, Suit.spades, separator: " / ")

// Printing into a String
var out = ""
print("first", "second", to: &out)
debugPrint("third", to: &out)
print(out.count, out.debugDescription)

// Strings with special characters
let special = "line1\nline2\\end\u{0}nul \u{1F600}"
debugPrint(special)
print(special.debugDescription)
debugPrint(Character("\n"), Character("\""))

// expect: Point(x: 1, y: 2.5)
// expect: main.Point(x: 1, y: 2.5)
// expect: hearts
// expect: main.Suit.hearts
// expect: word("hi")
// expect: main.Token.word("hi")
// expect: pair(a: 1, b: "z")
// expect: main.Token.pair(a: 1, b: "z")
// expect: empty
// expect: main.Token.empty
// expect: Optional(5)
// expect: Optional(5)
// expect: nil
// expect: nil
// expect: Optional("text")
// expect: Optional("text")
// expect: quote"d	tab
// expect: "quote\"d\ttab"
// expect: c
// expect: "c"
// expect: [1: "one"]
// expect: [1: "one"]
// expect: ["k": [1, 2]]
// expect: ["k": [1, 2]]
// expect: (1, "two", 3.0)
// expect: (1, "two", 3.0)
// expect: (label: "x", 9)
// expect: (label: "x", 9)
// expect: Wrapper<String>(value: "w")
// expect: main.Wrapper<Swift.String>(value: "w")
// expect: Wrapper<Optional<Suit>>(value: Optional(main.Suit.spades))
// expect: main.Wrapper<Swift.Optional<main.Suit>>(value: Optional(main.Suit.spades))
// expect: [Optional(1), nil]
// expect: [Optional(1), nil]
// expect: [[main.Point(x: 0, y: 0.0)]]
// expect: [[main.Point(x: 0, y: 0.0)]]
// expect: 1.0
// expect: 1.0
// expect: 0.1
// expect: 0.1
// expect: -3
// expect: -3
// expect: 18446744073709551615
// expect: 18446744073709551615
// expect: true
// expect: true
// expect:
// expect: ""
// expect: a / 1 / spades
// expect: "a" / 1 / main.Suit.spades
// expect: 21 "first second\n\"third\"\n"
// expect: "line1\nline2\\end\0nul 😀"
// expect: "line1\nline2\\end\0nul 😀"
// expect: "\n" "\""
