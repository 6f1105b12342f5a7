// Compiler test style: deinit order for nested ownership and scope exit
class Tracker {
    let id: String
    init(_ id: String) { self.id = id; print("init \(id)") }
    deinit { print("deinit \(id)") }
}

class Owner {
    let id: String
    let a: Tracker
    let b: Tracker
    init(_ id: String) {
        self.id = id
        a = Tracker("\(id).a")
        b = Tracker("\(id).b")
        print("init owner \(id)")
    }
    deinit { print("deinit owner \(id)") }
}

func scope() {
    print("enter scope")
    let o = Owner("x")
    print("using \(o.id)")
    print("leave scope")
}

scope()
print("after scope")

var maybe: Owner? = Owner("y")
print("reassigning")
maybe = nil
print("after nil")

var list: [Tracker] = [Tracker("l1"), Tracker("l2")]
list.removeFirst()
print("removed first")
list.removeAll()
print("done")
// expect: enter scope
// expect: init x.a
// expect: init x.b
// expect: init owner x
// expect: using x
// expect: leave scope
// expect: deinit owner x
// expect: deinit x.a
// expect: deinit x.b
// expect: after scope
// expect: init y.a
// expect: init y.b
// expect: init owner y
// expect: reassigning
// expect: deinit owner y
// expect: deinit y.a
// expect: deinit y.b
// expect: after nil
// expect: init l1
// expect: init l2
// expect: deinit l1
// expect: removed first
// expect: deinit l2
// expect: done
