// Compiler test style: existential arrays, is/as? casts to protocols, composition and generic types
protocol Drawable { func draw() -> String }
protocol Resizable { mutating func scale(by f: Int) }
protocol Colored { var color: String { get } }

struct Line: Drawable, Resizable {
  var length: Int
  func draw() -> String { String(repeating: "-", count: length) }
  mutating func scale(by f: Int) { length *= f }
}
struct Dot: Drawable, Colored {
  var color: String
  func draw() -> String { "." }
}
class Label: Drawable, Colored {
  var text: String; var color: String
  init(_ t: String, color: String) { text = t; self.color = color }
  func draw() -> String { text }
}
struct Group<T: Drawable>: Drawable {
  var parts: [T]
  func draw() -> String { parts.map { $0.draw() }.joined(separator: "|") }
}

var canvas: [any Drawable] = [Line(length: 2), Dot(color: "red"), Label("hi", color: "blue"),
                              Group(parts: [Line(length: 1), Line(length: 3)])]
print(canvas.map { $0.draw() })
for i in canvas.indices {
  if var r = canvas[i] as? any Drawable & Resizable {
    r.scale(by: 2)
    canvas[i] = r
  }
}
print(canvas.map { $0.draw() })
print(canvas.compactMap { ($0 as? Colored)?.color })
print(canvas.filter { $0 is AnyObject }.count, canvas.filter { $0 is Label }.count)
print(canvas.map { $0 is Group<Line> }, canvas.contains { $0 is Group<Dot> })
if let g = canvas.last as? Group<Line> { print(g.parts.map(\.length)) }
let anyValues: [Any] = [Line(length: 1), 5, Dot(color: "green"), "str"]
print(anyValues.map { $0 is Drawable })
print(anyValues.compactMap { $0 as? any Drawable & Colored }.map { $0.color })
let label = canvas[2] as! Label
label.text = "changed"
print(canvas[2].draw(), type(of: canvas[3]))
// expect: ["--", ".", "hi", "-|---"]
// expect: ["----", ".", "hi", "-|---"]
// expect: ["red", "blue"]
// expect: 4 1
// expect: [false, false, false, true] false
// expect: [1, 3]
// expect: [true, false, true, false]
// expect: ["green"]
// expect: changed Group<Line>
