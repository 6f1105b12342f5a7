// Swift book style (required initializers): required init in a base class, satisfied by subclasses, and used through a metatype factory
class Widget {
    let id: Int
    required init(id: Int) {
        self.id = id
    }
    func render() -> String { "Widget#\(id)" }
    class var kind: String { "widget" }
}

class Button: Widget {
    var title = "OK"
    required init(id: Int) {
        super.init(id: id)
        title = "Button\(id)"
    }
    override func render() -> String { "[\(title)]" }
    override class var kind: String { "button" }
}

class Slider: Widget {
    var value: Double = 0.5
    override func render() -> String { "<--\(value)-->" }
    override class var kind: String { "slider" }
}

final class Toggle: Widget {
    var isOn: Bool
    required init(id: Int) {
        isOn = id % 2 == 0
        super.init(id: id)
    }
    override func render() -> String { isOn ? "(on)" : "(off)" }
}

func make(_ type: Widget.Type, count: Int) -> [Widget] {
    (1...count).map { type.init(id: $0) }
}

let types: [Widget.Type] = [Widget.self, Button.self, Slider.self, Toggle.self]
for t in types {
    let made = make(t, count: 2)
    print(t.kind, made.map { $0.render() }.joined(separator: " "), made.map { $0.id })
}
let w: Widget = Toggle(id: 4)
let copyType = type(of: w)
let twin = copyType.init(id: 7)
print(twin.render(), twin.id, type(of: twin))

// expect: widget Widget#1 Widget#2 [1, 2]
// expect: button [Button1] [Button2] [1, 2]
// expect: slider <--0.5--> <--0.5--> [1, 2]
// expect: widget (off) (on) [1, 2]
// expect: (off) 7 Toggle
