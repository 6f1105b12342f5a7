// Compiler test style: switch over generic enums with payload bindings, where clauses, fallthrough and tuple patterns
enum Event<T> {
  case start
  case value(T)
  case pair(T, T)
  case error(code: Int, message: String)
  case end
}

func handle<T: Comparable>(_ e: Event<T>) -> String {
  switch e {
  case .start, .end:
    return "boundary"
  case let .value(v):
    return "value \(v)"
  case let .pair(x, y) where x == y:
    return "equal pair \(x)"
  case let .pair(x, y) where x < y:
    return "ascending \(x)<\(y)"
  case .pair(let x, _):
    return "descending from \(x)"
  case .error(let code, _) where code >= 500:
    return "server error \(code)"
  case let .error(code: c, message: m):
    return "error \(c): \(m)"
  }
}

let events: [Event<Int>] = [.start, .value(3), .pair(2, 2), .pair(1, 5), .pair(9, 4),
                            .error(code: 503, message: "down"), .error(code: 404, message: "missing"), .end]
for e in events { print(handle(e)) }
print(handle(Event<String>.pair("b", "a")))

func classify(_ n: Int) -> [String] {
  var tags: [String] = []
  switch n {
  case Int.min..<0:
    tags.append("negative")
    fallthrough
  case 0:
    tags.append("non-positive")
  case 1...9:
    tags.append("digit")
    fallthrough
  case 10...99 where n % 2 == 0:
    tags.append("small-even-or-fell")
  case 10...99:
    tags.append("small-odd")
  default:
    tags.append("large")
  }
  return tags
}
for n in [-5, 0, 3, 12, 13, 150] { print(n, classify(n)) }

func quadrant(_ p: (Int, Int)) -> String {
  switch p {
  case (0, 0): return "origin"
  case (_, 0): return "x-axis"
  case (0, _): return "y-axis"
  case let (x, y) where x == y: return "diagonal \(x)"
  case let (x, y) where x == -y: return "anti-diagonal \(x),\(y)"
  case (1..., 1...): return "Q1"
  case (..<0, 1...): return "Q2"
  case (..<0, ..<0): return "Q3"
  default: return "Q4"
  }
}
print([(0, 0), (3, 0), (0, -2), (4, 4), (-3, 3), (1, 2), (-1, 5), (-2, -7), (5, -1)].map(quadrant))

enum Shape {
  case circle(radius: Double)
  case rect(w: Double, h: Double)
  case group([Shape])
}
func describe(_ s: Shape) -> String {
  switch s {
  case .circle(0), .rect(0, _), .rect(_, 0):
    return "degenerate"
  case .circle(let r):
    return "circle r=\(r)"
  case .rect(let w, let h) where w == h:
    return "square \(w)"
  case .rect(let w, let h):
    return "rect \(w)x\(h)"
  case .group(let shapes) where shapes.isEmpty:
    return "empty group"
  case .group(let shapes):
    return "group[" + shapes.map(describe).joined(separator: ", ") + "]"
  }
}
let shapes: [Shape] = [.circle(radius: 0), .rect(w: 0, h: 3), .circle(radius: 2), .rect(w: 2, h: 2),
                       .rect(w: 1, h: 3), .group([]), .group([.circle(radius: 1), .group([.rect(w: 5, h: 0)])])]
for s in shapes { print(describe(s)) }

let pairs: [(String, Int?)] = [("a", 1), ("b", nil), ("c", 30)]
for pair in pairs {
  switch pair {
  case (let name, nil): print(name, "missing")
  case (let name, let value?) where value > 10: print(name, "big", value)
  case (let name, let value?): print(name, "small", value)
  }
}

for case let .value(v) in events { print("for-case value", v) }
for case let .error(code, _) in events where code < 500 { print("client error", code) }
let count = events.filter { if case .pair = $0 { return true } else { return false } }.count
print("pairs:", count)

enum Token { case num(Int), op(Character), paren(open: Bool) }
let tokens: [Token] = [.paren(open: true), .num(1), .op("+"), .num(2), .paren(open: false), .op("*"), .num(3)]
var rendered = ""
for t in tokens {
  switch t {
  case .num(let n): rendered += "\(n)"
  case .op(let c) where c == "*": rendered += " × "
  case .op(let c): rendered += " \(c) "
  case .paren(open: true): rendered += "("
  case .paren(open: false): rendered += ")"
  }
}
print(rendered)

// expect: boundary
// expect: value 3
// expect: equal pair 2
// expect: ascending 1<5
// expect: descending from 9
// expect: server error 503
// expect: error 404: missing
// expect: boundary
// expect: descending from b
// expect: -5 ["negative", "non-positive"]
// expect: 0 ["non-positive"]
// expect: 3 ["digit", "small-even-or-fell"]
// expect: 12 ["small-even-or-fell"]
// expect: 13 ["small-odd"]
// expect: 150 ["large"]
// expect: ["origin", "x-axis", "y-axis", "diagonal 4", "anti-diagonal -3,3", "Q1", "Q2", "Q3", "Q4"]
// expect: degenerate
// expect: degenerate
// expect: circle r=2.0
// expect: square 2.0
// expect: rect 1.0x3.0
// expect: empty group
// expect: group[circle r=1.0, group[degenerate]]
// expect: a small 1
// expect: b missing
// expect: c big 30
// expect: for-case value 3
// expect: client error 404
// expect: pairs: 3
// expect: (1 + 2) × 3
