// Compiler test style (protocol dispatch in class hierarchies): a base class adopts a protocol with default implementations and subclasses override
protocol Describer {
    func describe() -> String
    func tag() -> String
}
extension Describer {
    func describe() -> String { "default describe" }
    func tag() -> String { "default tag" }
    func summary() -> String { "[\(tag())] \(describe())" }
}

class Base: Describer {
    func describe() -> String { "base describe" }
    // tag() not implemented here: the witness is the extension default
}
class Derived: Base {
    override func describe() -> String { "derived describe" }
    func tag() -> String { "derived tag" }
}
final class Leaf: Derived {
    override func describe() -> String { "leaf -> " + super.describe() }
    override func tag() -> String { "leaf tag" }
}

let objs: [Base] = [Base(), Derived(), Leaf()]
for o in objs {
    print(o.describe(), "|", o.summary())
}
let asProto: [any Describer] = objs
for p in asProto { print(p.tag()) }
let d = Derived()
print(d.tag(), "|", (d as Base).summary(), "|", (d as any Describer).tag())

func viaGeneric<T: Describer>(_ t: T) -> String { t.tag() + "/" + t.describe() }
print(viaGeneric(Leaf()))
print(viaGeneric(Leaf() as Base))

class Animal {
    func sound() -> String { "..." }
    func speak() -> String { "says \(sound())" }
}
class Dog: Animal { override func sound() -> String { "woof" } }
class Puppy: Dog { override func sound() -> String { "yip (" + super.sound() + ")" } }
protocol Speaker { func speak() -> String }
extension Animal: Speaker {}
let speakers: [any Speaker] = [Animal(), Dog(), Puppy()]
print(speakers.map { $0.speak() })

class Shape { class var sides: Int { 0 }; class func info() -> String { "\(self) has \(sides)" } }
class Tri: Shape { override class var sides: Int { 3 } }
class Quad: Shape { override class var sides: Int { 4 } }
let shapeTypes: [Shape.Type] = [Shape.self, Tri.self, Quad.self]
print(shapeTypes.map { $0.info() })

// expect: base describe | [default tag] base describe
// expect: derived describe | [default tag] derived describe
// expect: leaf -> derived describe | [default tag] leaf -> derived describe
// expect: default tag
// expect: default tag
// expect: default tag
// expect: derived tag | [default tag] derived describe | default tag
// expect: default tag/leaf -> derived describe
// expect: default tag/leaf -> derived describe
// expect: ["says ...", "says woof", "says yip (woof)"]
// expect: ["Shape has 0", "Tri has 3", "Quad has 4"]
