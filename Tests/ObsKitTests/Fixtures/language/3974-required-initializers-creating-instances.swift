// Swift book style: required initializers and creating instances through metatypes
class Widget {
    let title: String
    required init(title: String) {
        self.title = title
        print("Widget.init(title: \(title))")
    }
    func render() -> String { "[\(title)]" }
}

class Button: Widget {
    var pressed = false
    required init(title: String) {
        super.init(title: title.uppercased())
        print("Button.init done")
    }
    override func render() -> String { "<\(title)>" }
}

class IconButton: Button {
    var icon = "*"
    convenience init(icon: String) {
        self.init(title: "icon")
        self.icon = icon
    }
    override func render() -> String { icon + super.render() }
}

class Label: Widget {
    var size = 12
}

func build(_ type: Widget.Type, _ title: String) -> Widget {
    return type.init(title: title)
}

let types: [Widget.Type] = [Widget.self, Button.self, IconButton.self, Label.self]
var built: [Widget] = []
for t in types {
    built.append(build(t, "ok"))
}
print(built.map { $0.render() }.joined(separator: " "))
let ib = IconButton(icon: "@")
print(ib.render(), ib.title)
let l = Label(title: "name")
print(l.render(), l.size)
print(type(of: built[2]) == IconButton.self)
// expect: Widget.init(title: ok)
// expect: Widget.init(title: OK)
// expect: Button.init done
// expect: Widget.init(title: OK)
// expect: Button.init done
// expect: Widget.init(title: ok)
// expect: [ok] <OK> *<OK> [ok]
// expect: Widget.init(title: ICON)
// expect: Button.init done
// expect: @<ICON> ICON
// expect: Widget.init(title: name)
// expect: [name] 12
// expect: true
