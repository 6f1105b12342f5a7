// Compiler test style: required initializers invoked through metatypes, Self-returning factories and protocol init requirements
protocol Buildable {
    init(config: [String: Int])
    var summary: String { get }
}

class Widget: Buildable {
    let size: Int
    required init(config: [String: Int]) {
        size = config["size"] ?? 1
        print("  Widget.init size=\(size) as \(type(of: self))")
    }
    var summary: String { "Widget(\(size))" }
    class func make(size: Int) -> Self { Self(config: ["size": size]) }
    func clone() -> Self { type(of: self).init(config: ["size": size]) }
}

class Button: Widget {
    let label: String
    required init(config: [String: Int]) {
        label = "btn\(config["id"] ?? 0)"
        super.init(config: config)
    }
    override var summary: String { "Button(\(size), \(label))" }
}

final class Slider: Widget {
    override var summary: String { "Slider(\(size))" }
}

struct Point: Buildable {
    var x = 0, y = 0
    init(config: [String: Int]) { x = config["x"] ?? 0; y = config["y"] ?? 0 }
    var summary: String { "Point(\(x),\(y))" }
}

func build<T: Buildable>(_ t: T.Type, _ cfg: [String: Int]) -> T { T(config: cfg) }
func buildAll(_ types: [any Buildable.Type]) -> [any Buildable] {
    types.map { $0.init(config: ["size": 3, "id": 9, "x": 1]) }
}

print("generic build:")
print(build(Button.self, ["size": 2, "id": 4]).summary)
print(build(Point.self, ["y": 5]).summary)

print("existential metatypes:")
print(buildAll([Widget.self, Button.self, Slider.self, Point.self]).map(\.summary))

print("Self factories:")
let b = Button.make(size: 7)
print(type(of: b), b.summary)
let w: Widget = Slider.make(size: 1)
print(type(of: w), w.summary)
print("clone via dynamic type:")
let c = w.clone()
print(type(of: c), c.summary)

print("class metatype variable:")
var kind: Widget.Type = Widget.self
for next in [Button.self, Slider.self] as [Widget.Type] {
    print(kind.init(config: [:]).summary)
    kind = next
}
print(kind.init(config: ["size": 10]).summary)

// Metatype equality and identity
let metas: [Widget.Type] = [Widget.self, Button.self, Slider.self]
print(metas.map { $0 == Button.self }, metas.map { "\($0)" })
print(Button.self is Widget.Type, (Button.self as Any) is Slider.Type)

// expect: generic build:
// expect:   Widget.init size=2 as Button
// expect: Button(2, btn4)
// expect: Point(0,5)
// expect: existential metatypes:
// expect:   Widget.init size=3 as Widget
// expect:   Widget.init size=3 as Button
// expect:   Widget.init size=3 as Slider
// expect: ["Widget(3)", "Button(3, btn9)", "Slider(3)", "Point(1,0)"]
// expect: Self factories:
// expect:   Widget.init size=7 as Button
// expect: Button Button(7, btn0)
// expect:   Widget.init size=1 as Slider
// expect: Slider Slider(1)
// expect: clone via dynamic type:
// expect:   Widget.init size=1 as Slider
// expect: Slider Slider(1)
// expect: class metatype variable:
// expect:   Widget.init size=1 as Widget
// expect: Widget(1)
// expect:   Widget.init size=1 as Button
// expect: Button(1, btn0)
// expect:   Widget.init size=10 as Slider
// expect: Slider(10)
// expect: [false, true, false] ["Widget", "Button", "Slider"]
// expect: true false
