// Swift book style (Opaque and Boxed Types): some Protocol return types vs any Protocol boxes
protocol Glyph {
  func lines() -> [String]
}

struct Line: Glyph {
  var length: Int
  func lines() -> [String] { [String(repeating: "=", count: length)] }
}
struct Frame: Glyph {
  var side: Int
  func lines() -> [String] {
    let edge = "o" + String(repeating: "~", count: side) + "o"
    let body = ":" + String(repeating: " ", count: side) + ":"
    return [edge] + Array(repeating: body, count: max(0, side - 2)) + [edge]
  }
}
struct Pyramid: Glyph {
  var rows: Int
  func lines() -> [String] { (1...rows).map { String(repeating: "^", count: 2 * $0 - 1) } }
}
struct UpsideDown<G: Glyph>: Glyph {
  var base: G
  func lines() -> [String] { base.lines().reversed() }
}
struct Above<Top: Glyph, Below: Glyph>: Glyph {
  var top: Top, below: Below
  func lines() -> [String] { top.lines() + below.lines() }
}

func render(_ g: some Glyph) { for l in g.lines() { print(l) } }

func banner() -> some Glyph {
  Above(top: Line(length: 5), below: Frame(side: 3))
}
func invert<G: Glyph>(_ g: G) -> some Glyph { UpsideDown(base: g) }

render(banner())
print("--")
render(invert(Pyramid(rows: 3)))
print("--")
print(type(of: invert(Line(length: 1))), type(of: banner()))

// a function returning `some` must always return the same concrete type; mixing needs `any`
func sample(_ n: Int) -> any Glyph {
  switch n {
  case 0: return Line(length: 4)
  case 1: return Frame(side: 2)
  default: return Pyramid(rows: 2)
  }
}
let wall: [any Glyph] = (0...2).map(sample)
for g in wall {
  print("<\(type(of: g))> \(g.lines().count) line(s)")
  render(g)
}

protocol Bag {
  associatedtype Item
  var count: Int { get }
  func item(at i: Int) -> Item
}
extension Array: Bag { func item(at i: Int) -> Element { self[i] } }
func tripled<T>(_ x: T) -> some Bag { [x, x, x] }
let bag = tripled("ok")
print(bag.count, bag.item(at: 2), type(of: bag.item(at: 0)))

func width(of g: some Glyph) -> Int { g.lines().map(\.count).max() ?? 0 }
print(width(of: Pyramid(rows: 4)), width(of: banner()))
let a: some Glyph = Line(length: 2)
let b: some Glyph = Line(length: 2)
print(a.lines() == b.lines())
// expect: =====
// expect: o~~~o
// expect: :   :
// expect: o~~~o
// expect: --
// expect: ^^^^^
// expect: ^^^
// expect: ^
// expect: --
// expect: UpsideDown<Line> Above<Line, Frame>
// expect: <Line> 1 line(s)
// expect: ====
// expect: <Frame> 2 line(s)
// expect: o~~o
// expect: o~~o
// expect: <Pyramid> 2 line(s)
// expect: ^
// expect: ^^^
// expect: 3 ok String
// expect: 7 5
// expect: true
