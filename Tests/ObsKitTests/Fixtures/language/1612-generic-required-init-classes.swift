// Generics with classes: a `required init` called through a generic metatype (`T.init`), subclass types chosen at run time, and `Self` in class methods.
// expected output: swiftc 6.3.1 (Linux), run on this machine
class Component {
    let tag: String
    required init(tag: String) { self.tag = tag }
    class var kind: String { "component" }
    func describe() -> String { "\(Self.kind)#\(tag)" }
    class func make(_ tag: String) -> Self { self.init(tag: tag) }
}

final class Label: Component {
    override class var kind: String { "label" }
}
class Slider: Component {
    override class var kind: String { "slider" }
}

func build<T: Component>(_ type: T.Type, tags: [String]) -> [T] {
    tags.map { T(tag: $0) }
}

let labels = build(Label.self, tags: ["title", "subtitle"])
print(labels.map { $0.describe() })
let sliders = build(Slider.self, tags: ["volume"])
print(sliders[0].describe(), type(of: sliders[0]))

let wantsSlider = true
let chosen: Component.Type = wantsSlider ? Slider.self : Label.self
let c = chosen.init(tag: "dynamic")
print(c.describe(), c is Slider)

let l = Label.make("quick")
print(l.describe(), type(of: l))
let types: [Component.Type] = [Component.self, Label.self, Slider.self]
print(types.map { $0.kind })
print(types.map { $0.make("x").describe() })

// expect: ["label#title", "label#subtitle"]
// expect: slider#volume Slider
// expect: slider#dynamic true
// expect: label#quick Label
// expect: ["component", "label", "slider"]
// expect: ["component#x", "label#x", "slider#x"]
