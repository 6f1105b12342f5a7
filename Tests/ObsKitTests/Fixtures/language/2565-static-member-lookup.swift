// Swift Evolution style (SE-0299): static member lookup on protocols in generic contexts (leading-dot syntax)
protocol TextStyle {
    func apply(to text: String) -> String
}

struct UppercaseStyle: TextStyle {
    func apply(to text: String) -> String { text.uppercased() }
}

struct BracketStyle: TextStyle {
    var open: String, close: String
    func apply(to text: String) -> String { open + text + close }
}

struct RepeatStyle: TextStyle {
    var times: Int
    func apply(to text: String) -> String { String(repeating: text, count: times) }
}

extension TextStyle where Self == UppercaseStyle {
    static var uppercase: UppercaseStyle { UppercaseStyle() }
}

extension TextStyle where Self == BracketStyle {
    static var square: BracketStyle { BracketStyle(open: "[", close: "]") }
    static func bracket(_ open: String, _ close: String) -> BracketStyle {
        BracketStyle(open: open, close: close)
    }
}

extension TextStyle where Self == RepeatStyle {
    static func repeated(_ n: Int) -> RepeatStyle { RepeatStyle(times: n) }
}

func styled<S: TextStyle>(_ text: String, _ style: S) -> String {
    style.apply(to: text)
}

func styledTwice(_ text: String, first: some TextStyle, then second: some TextStyle) -> String {
    second.apply(to: first.apply(to: text))
}

struct Label {
    var text: String
    func style<S: TextStyle>(_ s: S) -> Label { Label(text: s.apply(to: text)) }
}

print(styled("hello", .uppercase))
print(styled("id", .square))
print(styled("ab", .repeated(3)))
print(styled("x", .bracket("<<", ">>")))
print(styledTwice("go", first: .repeated(2), then: .square))
print(styledTwice("go", first: .uppercase, then: .bracket("(", ")")))

let label = Label(text: "menu")
    .style(.uppercase)
    .style(.bracket("{", "}"))
    .style(.repeated(2))
print(label.text)

protocol Unit { var symbol: String { get } }
struct Meters: Unit { var symbol: String { "m" } }
extension Unit where Self == Meters { static var meters: Meters { Meters() } }
func format(_ v: Double, in unit: some Unit) -> String { "\(v)\(unit.symbol)" }
print(format(2.5, in: .meters))
// expect: HELLO
// expect: [id]
// expect: ababab
// expect: <<x>>
// expect: [gogo]
// expect: (GO)
// expect: {MENU}{MENU}
// expect: 2.5m
