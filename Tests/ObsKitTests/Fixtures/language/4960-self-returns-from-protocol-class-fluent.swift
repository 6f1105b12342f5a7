// Compiler test style: Self returns from protocol, class and fluent methods keep the dynamic type
protocol Resettable {
  func reset() -> Self
  static func fresh() -> Self
}

class Widget: Resettable, CustomStringConvertible {
  var label: String
  var steps: [String] = []
  required init(label: String) { self.label = label }
  func reset() -> Self { steps.removeAll(); return self }
  static func fresh() -> Self { return self.init(label: "fresh-\(self)") }
  func with(_ step: String) -> Self { steps.append(step); return self }
  func clone() -> Self {
    let c = type(of: self).init(label: label + "'")
    c.steps = steps
    return c
  }
  var description: String { return "\(type(of: self))(\(label): \(steps.joined(separator: ",")))" }
}

class Button: Widget {
  var pressed = false
  func press() -> Self { pressed = true; return with("press") }
}

final class IconButton: Button {
  var icon = "*"
  func icon(_ s: String) -> Self { icon = s; return self }
}

let b = Button(label: "ok").with("a").press().with("b")
print(b, b.pressed)
let ib = IconButton(label: "star").press().icon("#").with("c")
print(ib, ib.icon)
let copy = ib.clone().with("d")
print(copy, ib)
print(type(of: copy.reset()))

let w: Widget = Button(label: "x")
let wc = w.clone()
print(wc, wc is Button)

print(Widget.fresh(), Button.fresh(), IconButton.fresh())
func freshOf<R: Resettable>(_ t: R.Type) -> R { return t.fresh().reset() }
print(freshOf(IconButton.self))
let meta: Widget.Type = Button.self
print(meta.fresh())

struct Path: Resettable {
  var parts: [String] = []
  func reset() -> Self { return Self() }
  static func fresh() -> Self { return Path(parts: ["/"]) }
  func appending(_ p: String) -> Self { var c = self; c.parts.append(p); return c }
}
let p = Path.fresh().appending("usr").appending("bin")
print(p.parts, p.reset().parts)

let items: [any Resettable] = [Button(label: "e1").with("z"), Path(parts: ["q"])]
for item in items {
  let r = item.reset()
  print(type(of: r), r)
}

extension Resettable {
  func twice() -> (Self, Self) { return (reset(), Self.fresh()) }
}
let (x, y) = IconButton(label: "t").with("q").twice()
print(x, y)

// expect: Button(ok: a,press,b) true
// expect: IconButton(star: press,c) #
// expect: IconButton(star': press,c,d) IconButton(star: press,c)
// expect: IconButton
// expect: Button(x': ) true
// expect: Widget(fresh-Widget: ) Button(fresh-Button: ) IconButton(fresh-IconButton: )
// expect: IconButton(fresh-IconButton: )
// expect: Button(fresh-Button: )
// expect: ["/", "usr", "bin"] []
// expect: Button Button(e1: )
// expect: Path Path(parts: [])
// expect: IconButton(t: ) IconButton(fresh-IconButton: )
