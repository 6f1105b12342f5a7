// protocol-composition
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
typealias Identified = Named & Aged

struct Employee: Named, Aged { let name: String; let age: Int; let team: String }
struct Robot: Named { let name: String }

func greet(_ p: Named & Aged) -> String { "\(p.name) (\(p.age))" }
func oldest(_ ps: [any Identified]) -> String { ps.max { $0.age < $1.age }?.name ?? "-" }

let staff: [Identified] = [Employee(name: "Ann", age: 41, team: "ops"), Employee(name: "Bo", age: 29, team: "dev")]
print(staff.map(greet), oldest(staff))
let mixed: [Named] = [Robot(name: "R2"), Employee(name: "Cy", age: 33, team: "qa")]
for m in mixed {
    if let both = m as? Named & Aged { print("has age:", greet(both)) } else { print("no age:", m.name) }
}

protocol Observer: AnyObject {
    var id: String { get }
    func notify(_ event: String)
}
final class Logger: Observer {
    let id: String
    var received: [String] = []
    init(id: String) { self.id = id }
    func notify(_ event: String) { received.append(event) }
}
final class Subject {
    private var observers: [Observer] = []
    weak var primary: Observer?
    func attach(_ o: Observer) { observers.append(o) }
    func detach(_ o: Observer) { observers.removeAll { $0 === o } }
    func emit(_ e: String) { observers.forEach { $0.notify(e) } }
}
let s = Subject()
let l1 = Logger(id: "one"), l2 = Logger(id: "two")
s.attach(l1); s.attach(l2); s.primary = l2
s.emit("start")
s.detach(l1)
s.emit("stop")
print(l1.received, l2.received, s.primary?.id ?? "none")
print(s.primary === l2, (l1 as Observer) === (l2 as Observer))

class Widget { var title: String; init(title: String) { self.title = title } }
protocol Clickable { func click() -> String }
protocol Focusable { var focusOrder: Int { get } }
final class Button: Widget, Clickable, Focusable {
    var focusOrder: Int
    init(title: String, order: Int) { focusOrder = order; super.init(title: title) }
    func click() -> String { "clicked \(title)" }
}
final class Label: Widget {}

func activate(_ w: Widget & Clickable & Focusable) -> String { "\(w.focusOrder): \(w.click())" }
let widgets: [Widget] = [Label(title: "hint"), Button(title: "OK", order: 2), Button(title: "Cancel", order: 1)]
let active = widgets.compactMap { $0 as? Widget & Clickable & Focusable }.sorted { $0.focusOrder < $1.focusOrder }
print(active.map(activate))
print(widgets.map { $0 is Clickable })

func describe<T: Named & CustomStringConvertible>(_ x: T) -> String { x.name + "/" + x.description }
struct Tag: Named, CustomStringConvertible { let name: String; var description: String { "#" + name } }
print(describe(Tag(name: "swift")))
let composed: any Named & CustomStringConvertible = Tag(name: "lang")
print(composed, composed.name)

// expect: ["Ann (41)", "Bo (29)"] Ann
// expect: no age: R2
// expect: has age: Cy (33)
// expect: ["start"] ["start", "stop"] two
// expect: true false
// expect: ["1: clicked Cancel", "2: clicked OK"]
// expect: [false, true, true]
// expect: swift/#swift
// expect: #lang lang
