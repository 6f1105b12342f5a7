// Compiler test style: designated/convenience/required initializer chains and init order logging
var log: [String] = []

class Widget {
    let id: Int
    var label: String
    required init(id: Int, label: String) {
        self.id = id
        self.label = label
        log.append("Widget.designated(\(id))")
    }
    convenience init(id: Int) {
        self.init(id: id, label: "w\(id)")
        log.append("Widget.convenience(\(id))")
    }
    convenience init() {
        self.init(id: 0)
        log.append("Widget.default")
    }
    class func make(_ id: Int) -> Self {
        return self.init(id: id, label: "made")
    }
}

class Button: Widget {
    var pressed = false
    required init(id: Int, label: String) {
        log.append("Button.pre(\(id))")
        super.init(id: id, label: label.uppercased())
        log.append("Button.post(\(id))")
    }
}

class IconButton: Button {
    var icon: String = "none"
    convenience init(icon: String) {
        self.init(id: 99)
        self.icon = icon
        log.append("IconButton.icon")
    }
}

func dump(_ title: String) {
    print(title + ": " + log.joined(separator: " > "))
    log.removeAll()
}

let a = Widget()
dump("Widget()")
let b = Button(id: 5)
dump("Button(id:)")
print(b.label, b.id)
let c = IconButton(icon: "star")
dump("IconButton(icon:)")
print(c.label, c.icon)
let d = IconButton.make(7)
dump("make")
print(type(of: d), d.label)
let types: [Widget.Type] = [Widget.self, Button.self]
for t in types {
    let w = t.init(id: 1, label: "x")
    print(w.label)
}
dump("meta")
print(a.label)
// expect: Widget(): Widget.designated(0) > Widget.convenience(0) > Widget.default
// expect: Button(id:): Button.pre(5) > Widget.designated(5) > Button.post(5) > Widget.convenience(5)
// expect: W5 5
// expect: IconButton(icon:): Button.pre(99) > Widget.designated(99) > Button.post(99) > Widget.convenience(99) > IconButton.icon
// expect: W99 star
// expect: make: Button.pre(7) > Widget.designated(7) > Button.post(7)
// expect: IconButton MADE
// expect: x
// expect: X
// expect: meta: Widget.designated(1) > Button.pre(1) > Widget.designated(1) > Button.post(1)
// expect: w0
