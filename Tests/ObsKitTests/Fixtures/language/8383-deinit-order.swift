// Compiler-test style: deinit order for scopes, subclass chains, collections and nil assignment
var events: [String] = []

class Tracked {
    let id: String
    init(_ id: String) { self.id = id; events.append("init \(id)") }
    deinit { events.append("deinit \(id)") }
}

class Child: Tracked {
    deinit { events.append("deinit Child part of \(id)") }
}

class Owner {
    let a = Tracked("owner.a")
    var b: Tracked? = Tracked("owner.b")
    deinit { events.append("deinit Owner") }
}

func scope() {
    let x = Tracked("x")
    _ = x
    events.append("end of scope")
}

func flush(_ title: String) {
    print(title + ": " + events.joined(separator: ", "))
    events.removeAll()
}

scope()
flush("scope")

var c: Child? = Child("c")
c = nil
flush("subclass")

var o: Owner? = Owner()
o?.b = nil
flush("clear property")
o = nil
flush("owner gone")

var arr: [Tracked] = [Tracked("0"), Tracked("1")]
events.removeAll()
arr.removeFirst()
flush("removeFirst")
arr = []
flush("reassign")

var r1: Tracked? = Tracked("shared")
var r2 = r1
r1 = nil
events.append("r1 cleared")
r2 = nil
flush("two refs")

// expect: scope: init x, end of scope, deinit x
// expect: subclass: init c, deinit Child part of c, deinit c
// expect: clear property: init owner.a, init owner.b, deinit owner.b
// expect: owner gone: deinit Owner, deinit owner.a
// expect: removeFirst: deinit 0
// expect: reassign: deinit 1
// expect: two refs: init shared, r1 cleared, deinit shared
