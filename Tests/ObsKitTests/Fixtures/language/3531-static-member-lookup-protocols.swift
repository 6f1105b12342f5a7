// Compiler test style: static member lookup on protocols via `where Self == Concrete` (implicit member syntax)
protocol Style { func render(_ s: String) -> String }
struct Bold: Style { func render(_ s: String) -> String { "**\(s)**" } }
struct Wrapped: Style { var l, r: String; func render(_ s: String) -> String { l + s + r } }
extension Style where Self == Bold { static var bold: Bold { Bold() } }
extension Style where Self == Wrapped {
    static var parens: Wrapped { Wrapped(l: "(", r: ")") }
    static func wrapped(_ l: String, _ r: String) -> Wrapped { Wrapped(l: l, r: r) }
}
func show(_ s: String, style: some Style) -> String { style.render(s) }
print(show("hi", style: .bold))
print(show("hi", style: .parens))
print(show("hi", style: .wrapped("<", ">")))
func showAny(_ s: String, _ style: any Style) -> String { style.render(s) }
print(showAny("x", .bold), showAny("y", .wrapped("[", "]")))

struct Text {
    var s: String
    var styles: [any Style] = []
    func style<S: Style>(_ st: S) -> Text { var t = self; t.styles.append(st); return t }
    var output: String { styles.reduce(s) { $1.render($0) } }
}
print(Text(s: "t").style(.bold).style(.parens).output)
print(Text(s: "u").style(.wrapped("{", "}")).style(.bold).output)

protocol Defaultable { static var defaultValue: Self { get } }
extension Int: Defaultable { static var defaultValue: Int { -1 } }
extension String: Defaultable { static var defaultValue: String { "?" } }
extension Array: Defaultable { static var defaultValue: Array { [] } }
extension Optional: Defaultable { static var defaultValue: Optional { nil } }
func orDefault<T: Defaultable>(_ x: T?) -> T { x ?? .defaultValue }
print(orDefault(Int?.none), orDefault(Optional(4)))
print(orDefault(String?.none), orDefault([Int]?.none))
let nested: Int?? = .none
print(orDefault(nested) as Any)

enum Level: Int, Comparable, CaseIterable {
    case low = 1, mid, high
    static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
}
func extremes<T: Comparable & CaseIterable>(_: T.Type) -> (T, T) { (T.allCases.min()!, T.allCases.max()!) }
let ex = extremes(Level.self)
print("\(ex.0) \(ex.1)")
print(Level.allCases.filter { $0 > .low }.map { "\($0)" })
// expect: **hi**
// expect: (hi)
// expect: <hi>
// expect: **x** [y]
// expect: (**t**)
// expect: **{u}**
// expect: -1 4
// expect: ? []
// expect: nil
// expect: low high
// expect: ["mid", "high"]
