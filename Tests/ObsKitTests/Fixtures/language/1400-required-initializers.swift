// Initialization: required initializers, subclasses that must provide them, and building instances from a metatype.
// expected output: swiftc 6.3.1 (Linux), run on this machine
class Widget {
    let id: String
    required init(id: String) {
        self.id = id
        print("Widget.init(id: \(id)) for \(type(of: self))")
    }
    func render() -> String { "<widget \(id)>" }
}
class Button: Widget {
    var label = "OK"
    required init(id: String) {
        super.init(id: id)
        label = id.uppercased()
    }
    override func render() -> String { "<button \(label)>" }
}
final class Toggle: Widget {
    var isOn = false
    override func render() -> String { "<toggle \(id) \(isOn ? "on" : "off")>" }
}
func make<W: Widget>(_ type: W.Type, ids: [String]) -> [W] {
    ids.map { type.init(id: $0) }
}
let buttons = make(Button.self, ids: ["save", "cancel"])
print(buttons.map { $0.render() })
let registry: [String: Widget.Type] = ["button": Button.self, "toggle": Toggle.self, "plain": Widget.self]
for kind in registry.keys.sorted() {
    let widget = registry[kind]!.init(id: kind + "1")
    print(widget.render())
}
class Base {
    var log: [String] = []
    required init() { log.append("Base") }
}
class Derived: Base {
    required init() {
        super.init()
        log.append("Derived")
    }
}
let d = Derived()
let metatype: Base.Type = Derived.self
print(d.log, metatype.init().log)

// expect: Widget.init(id: save) for Button
// expect: Widget.init(id: cancel) for Button
// expect: ["<button SAVE>", "<button CANCEL>"]
// expect: Widget.init(id: button1) for Button
// expect: <button BUTTON1>
// expect: Widget.init(id: plain1) for Widget
// expect: <widget plain1>
// expect: Widget.init(id: toggle1) for Toggle
// expect: <toggle toggle1 off>
// expect: ["Base", "Derived"] ["Base", "Derived"]
