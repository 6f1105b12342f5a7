// Compiler test style: overridden method called from superclass init dispatches to subclass
class Widget {
    let id: String
    init(id: String) {
        self.id = id
        print("Widget.init calling setup for \(id)")
        setup()
        print("Widget.init layout: \(layout())")
    }
    func setup() { print("Widget.setup") }
    func layout() -> String { "base-layout" }
}
class Label: Widget {
    var text: String
    init(id: String, text: String) {
        self.text = text
        super.init(id: id)
        print("Label.init done")
    }
    override func setup() {
        print("Label.setup text=\(text)")
        super.setup()
    }
    override func layout() -> String { "label-layout(\(text.count))" }
}
final class BoldLabel: Label {
    override func layout() -> String { "bold+" + super.layout() }
}
_ = Widget(id: "w")
print("--")
_ = Label(id: "l", text: "hello")
print("--")
let b = BoldLabel(id: "b", text: "hi")
print(b.layout())
// expect: Widget.init calling setup for w
// expect: Widget.setup
// expect: Widget.init layout: base-layout
// expect: --
// expect: Widget.init calling setup for l
// expect: Label.setup text=hello
// expect: Widget.setup
// expect: Widget.init layout: label-layout(5)
// expect: Label.init done
// expect: --
// expect: Widget.init calling setup for b
// expect: Label.setup text=hi
// expect: Widget.setup
// expect: Widget.init layout: bold+label-layout(2)
// expect: Label.init done
// expect: bold+label-layout(2)
