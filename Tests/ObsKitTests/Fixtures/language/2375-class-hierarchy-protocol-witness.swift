// Compiler test style: subclass methods vs protocol witnesses chosen at the conforming class
protocol Renderer {
  func render() -> String
  func header() -> String
}
extension Renderer {
  func header() -> String { "<default header>" }
  func page() -> String { header() + " " + render() }
}

class BaseView: Renderer {
  func render() -> String { "base" }
}
class ListView: BaseView {
  override func render() -> String { "list" }
  func header() -> String { "<list header>" }
}
class FancyView: BaseView {
  override func render() -> String { "fancy(" + super.render() + ")" }
}

class Widget: Renderer {
  func render() -> String { "widget" }
  func header() -> String { "<widget header>" }
}
class Button: Widget {
  override func header() -> String { "<button header>" }
}

func pageOf<R: Renderer>(_ r: R) -> String { r.page() }

let views: [Renderer] = [BaseView(), ListView(), FancyView(), Widget(), Button()]
for v in views { print(v.page()) }
let list = ListView()
print(list.header(), "|", pageOf(list))
let asBase: BaseView = list
print(asBase.render(), asBase.header())
print(pageOf(Button()), "|", pageOf(Button() as Widget))
print(views.map { $0.render() })
print(views.map { $0.header() })
// expect: <default header> base
// expect: <default header> list
// expect: <default header> fancy(base)
// expect: <widget header> widget
// expect: <button header> widget
// expect: <list header> | <default header> list
// expect: list <default header>
// expect: <button header> widget | <button header> widget
// expect: ["base", "list", "fancy(base)", "widget", "widget"]
// expect: ["<default header>", "<default header>", "<default header>", "<widget header>", "<button header>"]
