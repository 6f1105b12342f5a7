// Compiler test style: opaque result types (some P) through generic wrappers and type identity
protocol Shape { func draw() -> String }
struct Dot: Shape { func draw() -> String { "." } }
struct Line: Shape { var n: Int; func draw() -> String { String(repeating: "-", count: n) } }
struct Framed<S: Shape>: Shape { var inner: S; func draw() -> String { "[" + inner.draw() + "]" } }
struct Joined<A: Shape, B: Shape>: Shape { var a: A; var b: B; func draw() -> String { a.draw() + b.draw() } }

func dot() -> some Shape { Dot() }
func framed<S: Shape>(_ s: S) -> some Shape { Framed(inner: s) }
func twice(_ s: some Shape) -> some Shape { Joined(a: s, b: s) }

let d = dot()
print(d.draw(), type(of: d))
let f = framed(framed(Line(n: 3)))
print(f.draw())
print(type(of: f))
let t = twice(framed(Dot()))
print(t.draw())
print(type(of: t))

var shapes = [dot(), dot()]
shapes.append(dot())
print(shapes.map { $0.draw() }.joined(), type(of: shapes))

struct Canvas {
    var parts: [any Shape] = []
    mutating func add(_ s: some Shape) { parts.append(s) }
    func render() -> String { parts.map { $0.draw() }.joined(separator: " ") }
}
var c = Canvas()
c.add(dot()); c.add(Line(n: 2)); c.add(twice(Line(n: 1))); c.add(framed(twice(dot())))
print(c.render())
print(c.parts.map { "\(type(of: $0))" })

func makeCounter() -> some Sequence<Int> { [3, 1, 2].sorted() }
func squares(upTo n: Int) -> some Collection<Int> { (1...n).map { $0 * $0 } }
print(Array(makeCounter()), squares(upTo: 4).reduce(0, +), squares(upTo: 3).count)

func pick(_ b: Bool) -> some Shape { b ? Line(n: 4) : Line(n: 1) }
print(pick(true).draw(), pick(false).draw())

var seq = makeCounter().makeIterator()
print(seq.next() as Any, seq.next() as Any)
let lazyOpaque: some Sequence<String> = ["x", "y"].lazy.map { $0 + $0 }
print(Array(lazyOpaque))
// expect: . Dot
// expect: [[---]]
// expect: Framed<Framed<Line>>
// expect: [.][.]
// expect: Joined<Framed<Dot>, Framed<Dot>>
// expect: ... Array<Dot>
// expect: . -- -- [..]
// expect: ["Dot", "Line", "Joined<Line, Line>", "Framed<Joined<Dot, Dot>>"]
// expect: [1, 2, 3] 30 3
// expect: ---- -
// expect: Optional(1) Optional(2)
// expect: ["xx", "yy"]
