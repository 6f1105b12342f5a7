// Compiler test style (required initializers): constructing subclasses through metatypes
class Widget {
    let name: String
    required init(name: String) {
        self.name = name
        print("Widget.init(\(name)) for \(type(of: self))")
    }
    class func make(_ name: String) -> Self {
        Self(name: name)
    }
    func kind() -> String { "widget" }
}

class Button: Widget {
    var pressed = false
    required init(name: String) {
        super.init(name: name.uppercased())
        print("Button.init done")
    }
    override func kind() -> String { "button" }
}

final class Slider: Widget {
    // inherits required init automatically (no designated inits declared)
    var value = 0.5
    override func kind() -> String { "slider \(value)" }
}

let types: [Widget.Type] = [Widget.self, Button.self, Slider.self]
for t in types {
    let w = t.init(name: "w")
    print("->", w.name, w.kind())
}

let b = Button.make("ok")
print(type(of: b), b.name, b.pressed)
let s = Slider.make("vol")
print(type(of: s), s.name, s.kind())

// Required initializer from a protocol
protocol Defaultable {
    init()
}
class Config: Defaultable {
    var entries: [String]
    required init() {
        entries = ["default"]
    }
}
class UserConfig: Config {
    required init() {
        super.init()
        entries.append("user")
    }
}
func build<T: Defaultable>(_: T.Type) -> T { T() }
print(build(Config.self).entries)
print(build(UserConfig.self).entries)
let metatype: Config.Type = UserConfig.self
print(metatype.init().entries)

// expect: Widget.init(w) for Widget
// expect: -> w widget
// expect: Widget.init(W) for Button
// expect: Button.init done
// expect: -> W button
// expect: Widget.init(w) for Slider
// expect: -> w slider 0.5
// expect: Widget.init(OK) for Button
// expect: Button.init done
// expect: Button OK false
// expect: Widget.init(vol) for Slider
// expect: Slider vol slider 0.5
// expect: ["default"]
// expect: ["default", "user"]
// expect: ["default", "user"]
