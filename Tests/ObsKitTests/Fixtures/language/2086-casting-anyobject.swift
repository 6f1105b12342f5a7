// Compiler test style: AnyObject existentials, identity comparison and class-only protocols
protocol Listener: AnyObject {
    var label: String { get }
    func notify(_ msg: String)
}

final class Logger: Listener {
    let label: String
    var received: [String] = []
    init(_ label: String) { self.label = label }
    func notify(_ msg: String) { received.append(msg) }
}

class Widget {
    let id: Int
    init(id: Int) { self.id = id }
}
class Button: Widget {}

final class Hub {
    private var listeners: [Listener] = []
    func add(_ l: Listener) {
        if listeners.contains(where: { $0 === l }) {
            print("already have \(l.label)")
            return
        }
        listeners.append(l)
    }
    func remove(_ l: Listener) { listeners.removeAll { $0 === l } }
    func send(_ msg: String) { listeners.forEach { $0.notify(msg) } }
    var count: Int { listeners.count }
}

let a = Logger("a")
let b = Logger("b")
let hub = Hub()
hub.add(a)
hub.add(b)
hub.add(a)
hub.send("one")
hub.remove(a)
hub.send("two")
print(hub.count, a.received, b.received)

let objects: [AnyObject] = [a, Widget(id: 1), Button(id: 2), b]
for o in objects {
    if let w = o as? Widget {
        print("widget", w.id, o is Button ? "(button)" : "")
    } else if let l = o as? Listener {
        print("listener", l.label)
    }
}
print(objects[0] === a, objects[0] === b, objects[3] !== a)
let asListener: Listener? = objects[3] as? Listener
print(asListener === b)
let w: Widget = Button(id: 3)
let obj: AnyObject = w
print(obj is Button, obj is Logger, (obj as! Widget).id)
weak var weakRef: Logger? = Logger("temp")
print(weakRef == nil)
var strong: Logger? = Logger("kept")
weak var weak2 = strong
print(weak2?.label ?? "gone")
strong = nil
print(weak2?.label ?? "gone")

// expect: already have a
// expect: 1 ["one"] ["one", "two"]
// expect: listener a
// expect: widget 1 
// expect: widget 2 (button)
// expect: listener b
// expect: true false true
// expect: true
// expect: true false 3
// expect: true
// expect: kept
// expect: gone
