// Compiler test style: Self in protocol extensions, fluent generic builders, required init via metatype
protocol Configurable {
    var settings: [String] { get set }
}
extension Configurable {
    func with(_ s: String) -> Self { var c = self; c.settings.append(s); return c }
    func with<T>(_ key: String, _ v: T) -> Self { with("\(key)=\(v)") }
}
struct Request: Configurable { var settings: [String] = [] }
let r = Request().with("a").with("n", 3).with("flag", true)
print(r.settings)
print(type(of: Request().with("x")))

class Widget {
    var name: String
    required init(name: String) { self.name = name }
    class var kind: String { "widget" }
    func clone() -> Self { Self(name: name + "'") }
    func describe() -> String { "\(Self.kind):\(name)" }
}
class Button: Widget {
    override class var kind: String { "button" }
}
func make<W: Widget>(_ t: W.Type, _ n: String) -> W { t.init(name: n) }
let b = make(Button.self, "ok")
print(b.describe(), type(of: b))
let c = b.clone()
print(c.describe(), type(of: c))
let w: Widget = Button(name: "dyn")
print(w.clone().describe(), type(of: w.clone()))
let metas: [Widget.Type] = [Widget.self, Button.self]
print(metas.map { $0.init(name: "m").describe() })
print(metas.map { $0.kind })

protocol Resettable { init(); mutating func reset() }
extension Resettable { mutating func reset() { self = Self() } }
struct Counter: Resettable { var n = 0 }
var k = Counter(n: 5)
k.reset()
print(k.n)

protocol Factory { static func make() -> Self; var id: String { get } }
struct Foo: Factory { static func make() -> Foo { Foo() }; var id: String { "foo" } }
final class Bar: Factory { static func make() -> Bar { Bar() }; var id: String { "bar" } }
func build<F: Factory>(_: F.Type) -> String { F.make().id }
print(build(Foo.self), build(Bar.self))
let fs: [any Factory.Type] = [Foo.self, Bar.self]
print(fs.map { $0.make().id })
// expect: ["a", "n=3", "flag=true"]
// expect: Request
// expect: button:ok Button
// expect: button:ok' Button
// expect: button:dyn' Button
// expect: ["widget:m", "button:m"]
// expect: ["widget", "button"]
// expect: 0
// expect: foo bar
// expect: ["foo", "bar"]
