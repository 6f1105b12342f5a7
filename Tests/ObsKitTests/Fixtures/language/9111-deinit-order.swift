// deinit-order
// expected output: swiftc 6.3.1 (Linux), run on this machine
final class Tracker {
    static var events: [String] = []
}

class Node {
    let name: String
    var children: [Node] = []
    init(_ name: String) {
        self.name = name
        Tracker.events.append("init \(name)")
    }
    deinit { Tracker.events.append("deinit \(name)") }
}

class Special: Node {
    deinit { Tracker.events.append("deinit special \(name)") }
}

func scope() {
    let a = Node("a")
    let b = Special("b")
    a.children.append(b)
    Tracker.events.append("end of scope")
}
scope()
print(Tracker.events.joined(separator: "\n"))
Tracker.events.removeAll()

var holder: Node? = Node("root")
holder?.children = [Node("c1"), Node("c2")]
var extra: Node? = holder?.children.first
holder = nil
print(Tracker.events)
extra = nil
print(Tracker.events.last ?? "")
Tracker.events.removeAll()

do {
    let x = Node("do-block")
    defer { Tracker.events.append("defer sees \(x.name)") }
    Tracker.events.append("inside")
}
print(Tracker.events)
Tracker.events.removeAll()

var list: [Node] = (1...3).map { Node("n\($0)") }
list.removeLast()
list.remove(at: 0)
print(Tracker.events)
print(list.map(\.name))
// expect: init a
// expect: init b
// expect: end of scope
// expect: deinit a
// expect: deinit special b
// expect: deinit b
// expect: ["init root", "init c1", "init c2", "deinit root", "deinit c2"]
// expect: deinit c1
// expect: ["init do-block", "inside", "defer sees do-block", "deinit do-block"]
// expect: ["init n1", "init n2", "init n3", "deinit n3", "deinit n1"]
// expect: ["n2"]
