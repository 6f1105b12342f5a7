// Book style (Opaque and Boxed Types): returning some Shape from builders and storing any Shape in boxes
protocol Glyph {
    func render() -> String
}

struct Dot: Glyph {
    var width: Int
    func render() -> String { String(repeating: ".", count: width) }
}

struct Framed<G: Glyph>: Glyph {
    var inner: G
    func render() -> String { "[" + inner.render() + "]" }
}

struct Joined<A: Glyph, B: Glyph>: Glyph {
    var left: A
    var right: B
    func render() -> String { left.render() + "|" + right.render() }
}

struct Mirror<G: Glyph>: Glyph {
    var inner: G
    func render() -> String { String(inner.render().reversed()) }
}

func badge(width: Int) -> some Glyph {
    Framed(inner: Dot(width: width))
}

func banner(_ n: Int) -> some Glyph {
    Joined(left: badge(width: n), right: Mirror(inner: Framed(inner: Dot(width: n + 1))))
}

func describe(_ g: some Glyph) -> String {
    "\(type(of: g)): \(g.render())"
}

let b = badge(width: 3)
print(b.render())
print(type(of: b))
let big = banner(2)
print(big.render())
print(type(of: big))
print(describe(Mirror(inner: Dot(width: 2))))

var shelf: [any Glyph] = [Dot(width: 1), badge(width: 2), banner(1)]
shelf.append(Framed(inner: Framed(inner: Dot(width: 0))))
for glyph in shelf {
    print(glyph.render(), "->", type(of: glyph))
}
let longest = shelf.max { $0.render().count < $1.render().count }
print(longest.map { $0.render() } ?? "none")
print(shelf.count)
let firstDot = shelf.first as? Dot
print(firstDot as Any)
print(shelf[1] is Framed<Dot>, shelf[0] is Framed<Dot>)
let d = Dot(width: 4)
print(d)
print(Framed(inner: d))

// expect: [...]
// expect: Framed<Dot>
// expect: [..]|]...[
// expect: Joined<Framed<Dot>, Mirror<Framed<Dot>>>
// expect: Mirror<Dot>: ..
// expect: . -> Dot
// expect: [..] -> Framed<Dot>
// expect: [.]|]..[ -> Joined<Framed<Dot>, Mirror<Framed<Dot>>>
// expect: [[]] -> Framed<Framed<Dot>>
// expect: [.]|]..[
// expect: 4
// expect: Optional(main.Dot(width: 1))
// expect: true false
// expect: Dot(width: 4)
// expect: Framed<Dot>(inner: main.Dot(width: 4))
