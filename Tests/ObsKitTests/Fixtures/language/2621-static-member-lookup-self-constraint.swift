// Compiler test style: static member lookup on protocol-constrained generics via extensions where Self == Concrete (SE-0299)
protocol Style {
    func apply(_ s: String) -> String
}
struct Upper: Style { func apply(_ s: String) -> String { s.uppercased() } }
struct Bracket: Style {
    var open = "[", close = "]"
    func apply(_ s: String) -> String { open + s + close }
}
struct Chain<A: Style, B: Style>: Style {
    var a: A, b: B
    func apply(_ s: String) -> String { b.apply(a.apply(s)) }
}

extension Style where Self == Upper {
    static var upper: Upper { Upper() }
}
extension Style where Self == Bracket {
    static var bracket: Bracket { Bracket() }
    static func bracket(_ o: String, _ c: String) -> Bracket { Bracket(open: o, close: c) }
}
extension Style {
    func then<S: Style>(_ next: S) -> Chain<Self, S> { Chain(a: self, b: next) }
}

func render(_ text: String, _ style: some Style) -> String { style.apply(text) }
func renderAll<S: Style>(_ texts: [String], style: S) -> [String] { texts.map(style.apply) }

print(render("hi", .upper))
print(render("hi", .bracket))
print(render("hi", .bracket("<", ">")))
print(renderAll(["a", "b"], style: .bracket("(", ")")))
let chained = Upper().then(Bracket.bracket("{", "}")).then(Bracket())
print(render("mix", chained))
print(type(of: chained))
// expect: HI
// expect: [hi]
// expect: <hi>
// expect: ["(a)", "(b)"]
// expect: [{MIX}]
// expect: Chain<Chain<Upper, Bracket>, Bracket>
