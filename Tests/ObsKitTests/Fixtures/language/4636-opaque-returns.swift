// Compiler test style: opaque return types preserve identity through generic code
protocol Drawable {
  func draw() -> String
}

struct Line: Drawable {
  let n: Int
  func draw() -> String { return String(repeating: "-", count: n) }
}

struct Framed<D: Drawable>: Drawable {
  let inner: D
  func draw() -> String { return "[" + inner.draw() + "]" }
}

struct Pair<A: Drawable, B: Drawable>: Drawable {
  let a: A, b: B
  func draw() -> String { return a.draw() + "|" + b.draw() }
}

func makeLine() -> some Drawable { return Line(n: 3) }
func frame(_ d: some Drawable) -> some Drawable { return Framed(inner: d) }
func twice<D: Drawable>(_ d: D) -> some Drawable { return Pair(a: d, b: d) }

let l = makeLine()
print(l.draw())
print(type(of: l))
let f = frame(l)
print(f.draw())
print(type(of: f))
let t = twice(frame(Line(n: 1)))
print(t.draw())
print(type(of: t))

func counter() -> some Equatable { return 42 }
let c1 = counter()
let c2 = counter()
print(c1 == c2)
print(type(of: c1))

func makeSeq(_ n: Int) -> some Sequence { return 0..<n }
for x in makeSeq(3) { print("x", x) }

struct Builder {
  var parts: [String] = []
  func build() -> some CustomStringConvertible { return parts.joined(separator: "+") }
}
var b = Builder()
b.parts.append("a")
b.parts.append("b")
let built = b.build()
print(built.description)
print(built)

func pickOpaque(_ flag: Bool) -> some Drawable {
  // Both branches must return the same concrete type.
  return flag ? Line(n: 5) : Line(n: 2)
}
print(pickOpaque(true).draw(), pickOpaque(false).draw())

var memo: [String] = []
func record(_ d: some Drawable) { memo.append(d.draw()) }
record(makeLine())
record(frame(frame(makeLine())))
print(memo)

struct Wrapper {
  var body: some Drawable { Framed(inner: Pair(a: Line(n: 1), b: Line(n: 2))) }
}
print(Wrapper().body.draw())
print(type(of: Wrapper().body))

// expect: ---
// expect: Line
// expect: [---]
// expect: Framed<Line>
// expect: [-]|[-]
// expect: Pair<Framed<Line>, Framed<Line>>
// expect: true
// expect: Int
// expect: x 0
// expect: x 1
// expect: x 2
// expect: a+b
// expect: a+b
// expect: ----- --
// expect: ["---", "[[---]]"]
// expect: [-|--]
// expect: Framed<Pair<Line, Line>>
