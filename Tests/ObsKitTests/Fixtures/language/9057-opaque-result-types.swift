// Compiler test style: opaque result types — `some` returns keep identity of the underlying type, compose in generics, and work as properties
protocol Shape {
    func draw() -> String
}

struct Dot: Shape { func draw() -> String { "." } }
struct Line: Shape {
    var n: Int
    func draw() -> String { String(repeating: "-", count: n) }
}
struct Framed<S: Shape>: Shape {
    var inner: S
    func draw() -> String { "[" + inner.draw() + "]" }
}
struct Joined<A: Shape, B: Shape>: Shape {
    var a: A, b: B
    func draw() -> String { a.draw() + b.draw() }
}

func makeShape() -> some Shape { Framed(inner: Line(n: 3)) }
func frame(_ s: some Shape) -> some Shape { Framed(inner: s) }
func join(_ a: some Shape, _ b: some Shape) -> some Shape { Joined(a: a, b: b) }

let s1 = makeShape()
let s2 = frame(frame(Dot()))
print(s1.draw(), s2.draw())
print(join(s1, s2).draw())
print(join(Line(n: 1), frame(Line(n: 2))).draw())

// Two calls to the same opaque-returning function have the same type.
var a = makeShape()
let b = makeShape()
a = b
print(a.draw())

// Opaque types with Equatable keep == available.
func tokenOf(_ n: Int) -> some Equatable & CustomStringConvertible { "tok\(n)" }
print(tokenOf(1) == tokenOf(1), tokenOf(1) == tokenOf(2), tokenOf(3))

// Opaque collections retain associated types.
func evens(upTo n: Int) -> some Collection<Int> {
    stride(from: 0, through: n, by: 2).map { $0 }
}
let e = evens(upTo: 10)
print(e.count, e.reduce(0, +), Array(e.prefix(3)))

func lazySquares(_ xs: [Int]) -> some Sequence<Int> {
    xs.lazy.map { $0 * $0 }
}
print(Array(lazySquares([1, 2, 3, 4])))

// Opaque computed properties and subscripts.
struct Gallery {
    var count: Int
    var featured: some Shape { Framed(inner: Line(n: count)) }
    subscript(i: Int) -> some Shape { Joined(a: Dot(), b: Line(n: i)) }
}
let g = Gallery(count: 4)
print(g.featured.draw(), g[2].draw())

// Opaque return in a generic function depends on the generic parameter.
func doubled<T: Shape>(_ t: T) -> some Shape { Joined(a: t, b: t) }
print(doubled(Dot()).draw(), doubled(Line(n: 2)).draw())
print(type(of: doubled(Dot())) == type(of: doubled(Dot())))

// expect: [---] [[.]]
// expect: [---][[.]]
// expect: -[--]
// expect: [---]
// expect: true false tok3
// expect: 6 30 [0, 2, 4]
// expect: [1, 4, 9, 16]
// expect: [----] .--
// expect: .. ----
// expect: true
