// Compiler test style: protocol extensions constrained to class hierarchies (where Self: Base) and dispatch
class Component {
  var id: Int
  init(id: Int) { self.id = id }
  func render() -> String { return "component\(id)" }
}
class Button: Component {
  override func render() -> String { return "button\(id)" }
}
class IconButton: Button {
  override func render() -> String { return "icon" + super.render() }
}
class Label: Component {}

protocol Clickable {
  func click() -> String
}
extension Clickable {
  func click() -> String { return "generic click" }
  func doubleClick() -> String { return click() + "+" + click() }
}
extension Clickable where Self: Button {
  func click() -> String { return "button click on \(render())" }
  func tag() -> String { return "tag\(id)" }
}
extension Clickable where Self: IconButton {
  func iconOnly() -> String { return "icon-only \(id)" }
}

extension Button: Clickable {}
extension Label: Clickable {
  func click() -> String { return "label click \(id)" }
}

let b = Button(id: 1)
let ib = IconButton(id: 2)
let lbl = Label(id: 3)

print(b.click())
print(ib.click())
print(lbl.click())
print(b.tag(), ib.tag())
print(ib.iconOnly())
print(ib.doubleClick())

let clickables: [Clickable] = [b, ib, lbl]
for c in clickables {
  print("existential: \(c.click()) | \(c.doubleClick())")
}

func generic<T: Clickable>(_ t: T) -> String { return t.click() }
print(generic(b), "/", generic(ib), "/", generic(lbl))

let asComponent: Component = ib
if let c = asComponent as? Clickable {
  print("cast: \(c.click())")
}
print((Component(id: 9) as? Clickable)?.click() ?? "not clickable")

protocol Describable {}
extension Describable where Self: Component {
  var summary: String { return "\(type(of: self))#\(id) renders \(render())" }
}
extension Component: Describable {}
let parts: [Component] = [Component(id: 4), b, ib, lbl]
for p in parts {
  print(p.summary)
}
// expect: button click on button1
// expect: button click on iconbutton2
// expect: label click 3
// expect: tag1 tag2
// expect: icon-only 2
// expect: button click on iconbutton2+button click on iconbutton2
// expect: existential: button click on button1 | button click on button1+button click on button1
// expect: existential: button click on iconbutton2 | button click on iconbutton2+button click on iconbutton2
// expect: existential: label click 3 | label click 3+label click 3
// expect: button click on button1 / button click on iconbutton2 / label click 3
// expect: cast: button click on iconbutton2
// expect: not clickable
// expect: Component#4 renders component4
// expect: Button#1 renders button1
// expect: IconButton#2 renders iconbutton2
// expect: Label#3 renders component3
