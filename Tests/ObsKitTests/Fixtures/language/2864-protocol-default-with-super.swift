// Compiler test style: class conformance inherited by subclasses, overrides of default-implemented requirements
protocol Renderer { func render() -> String; func header() -> String }
extension Renderer {
    func header() -> String { "<default>" }
    func page() -> String { header() + render() }
}
class Base: Renderer {
    func render() -> String { "base" }
}
class Sub: Base {
    override func render() -> String { "sub(" + super.render() + ")" }
    func header() -> String { "<sub>" }
}
class WithHeader: Renderer {
    func render() -> String { "wh" }
    func header() -> String { "<wh>" }
}
class WithHeaderSub: WithHeader {
    override func header() -> String { "<whs>" }
}
let items: [any Renderer] = [Base(), Sub(), WithHeader(), WithHeaderSub()]
for i in items { print(i.page()) }
let s = Sub()
print(s.header(), (s as Renderer).header(), (s as Base).header())
func gen<R: Renderer>(_ r: R) -> String { r.header() }
print(gen(s), gen(WithHeaderSub()))
// expect: <default>base
// expect: <default>sub(base)
// expect: <wh>wh
// expect: <whs>wh
// expect: <sub> <default> <default>
// expect: <default> <whs>
