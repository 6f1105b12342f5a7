// Compiler test style (test/Interpreter/existential_casts.swift): existentials, protocol composition, class-bound casts
protocol Drawable { func draw() -> String }
protocol Resizable: AnyObject { var size: Int { get set } }
protocol Identified { var id: Int { get } }

class Widget: Drawable, Identified {
  let id: Int
  init(id: Int) { self.id = id }
  func draw() -> String { "widget#\(id)" }
}
class Button: Widget, Resizable {
  var size = 10
  override func draw() -> String { "button#\(id)@\(size)" }
}
struct Label: Drawable { var text: String; func draw() -> String { "label:\(text)" } }

let items: [Drawable] = [Widget(id: 1), Button(id: 2), Label(text: "hi"), Button(id: 3)]
print(items.map { $0.draw() })
let resizables = items.compactMap { $0 as? Resizable }
for r in resizables { r.size += 5 }
print(items.map { $0.draw() })
print(items.compactMap { ($0 as? Identified)?.id })

let combo: Drawable & Identified = Button(id: 9)
print(combo.draw(), combo.id, combo is Resizable, combo is Button)
func render(_ x: Drawable & Identified) -> String { "\(x.id):\(x.draw())" }
print(render(Widget(id: 4)))

let anyObj: AnyObject = Button(id: 5)
print(anyObj is Widget, anyObj is Drawable, (anyObj as? Resizable)?.size as Any)
let asWidget = anyObj as! Widget
print(asWidget.draw(), asWidget === anyObj)

let anys: [Any] = [Label(text: "x"), Widget(id: 6), 42, "str", Button(id: 7)]
for a in anys {
  switch a {
  case let b as Button: print("Button case", b.size)
  case let w as Widget: print("Widget case", w.id)
  case let d as Drawable: print("Drawable case", d.draw())
  case let i as Int where i > 40: print("big Int", i)
  case is String: print("a String")
  default: print("other")
  }
}

func firstOf<T>(_ xs: [Any], _: T.Type) -> T? {
  for x in xs { if let t = x as? T { return t } }
  return nil
}
print(firstOf(anys, Resizable.self)?.size as Any)
print(firstOf(anys, Identified.self)?.id as Any)
print(firstOf(anys, Double.self) as Any)
let existentialMeta: Drawable.Type = Button.self
print(existentialMeta, existentialMeta is Widget.Type, Button.self is Resizable.Type)
let boxed: Any = items[1]
print(boxed is Drawable, boxed is Label, type(of: boxed))

// expect: ["widget#1", "button#2@10", "label:hi", "button#3@10"]
// expect: ["widget#1", "button#2@15", "label:hi", "button#3@15"]
// expect: [1, 2, 3]
// expect: button#9@10 9 true true
// expect: 4:widget#4
// expect: true true Optional(10)
// expect: button#5@10 true
// expect: Drawable case label:x
// expect: Widget case 6
// expect: big Int 42
// expect: a String
// expect: Button case 10
// expect: Optional(10)
// expect: Optional(6)
// expect: nil
// expect: Button true true
// expect: true false Button
