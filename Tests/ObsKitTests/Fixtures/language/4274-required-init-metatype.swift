// Compiler test style: required initializers constructed through metatypes and type(of:)
class Widget {
  let label: String
  required init(label: String) {
    self.label = label
  }
  class var kind: String { return "widget" }
  func render() -> String { return "<\(Widget.kindOf(self)) \(label)>" }
  static func kindOf(_ w: Widget) -> String { return type(of: w).kind }
}

class Button: Widget {
  var pressed = false
  required init(label: String) {
    super.init(label: label.uppercased())
  }
  override class var kind: String { return "button" }
}

class Toggle: Button {
  override class var kind: String { return "toggle" }
  override func render() -> String { return super.render() + "*" }
}

func make(_ t: Widget.Type, _ label: String) -> Widget {
  return t.init(label: label)
}

let types: [Widget.Type] = [Widget.self, Button.self, Toggle.self]
for t in types {
  let w = make(t, "ok")
  print("\(t) -> \(w.render()) kind=\(t.kind)")
}

let w: Widget = Toggle(label: "x")
let meta = type(of: w)
print(meta)
print(meta == Toggle.self)
print(meta == Button.self)
let clone = meta.init(label: "copy")
print(clone.render())
print(clone is Button, clone is Toggle)

func describe<T: Widget>(_ t: T.Type) -> String {
  let inst = t.init(label: "gen")
  return "\(T.self): \(inst.render())"
}
print(describe(Widget.self))
print(describe(Button.self))
print(describe(Toggle.self))

let anyType: Any.Type = Button.self
if let wt = anyType as? Widget.Type {
  print("cast ok: \(wt.kind)")
}
if anyType as? Toggle.Type == nil {
  print("Button.Type is not Toggle.Type")
}
print(String(describing: Button.self))
print("\(type(of: Button.self))")
// expect: Widget -> <widget ok> kind=widget
// expect: Button -> <button OK> kind=button
// expect: Toggle -> <toggle OK>* kind=toggle
// expect: Toggle
// expect: true
// expect: false
// expect: <toggle COPY>*
// expect: true true
// expect: Widget: <widget gen>
// expect: Button: <button GEN>
// expect: Toggle: <toggle GEN>*
// expect: cast ok: button
// expect: Button.Type is not Toggle.Type
// expect: Button
// expect: Button.Type
