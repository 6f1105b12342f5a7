// swift/test/Interpreter style (classes): deinit order printed for nested scopes, arrays of objects, and reassignment
class Tracker {
    let name: String
    init(_ name: String) {
        self.name = name
        print("init \(name)")
    }
    deinit {
        print("deinit \(name)")
    }
}

class Holder {
    var first: Tracker
    var second: Tracker?
    init(first: Tracker, second: Tracker?) {
        self.first = first
        self.second = second
        print("holder ready")
    }
    deinit { print("holder gone") }
}

func scope() {
    let a = Tracker("a")
    do {
        let b = Tracker("b")
        print("inner uses \(b.name)")
    }
    print("outer uses \(a.name)")
}
scope()
print("--")
var t: Tracker? = Tracker("x")
t = Tracker("y")
t = nil
print("--")
var h: Holder? = Holder(first: Tracker("p"), second: Tracker("q"))
h!.second = nil
print("second dropped")
h = nil
print("--")
var list = [Tracker("l1"), Tracker("l2")]
list.removeFirst()
print("count \(list.count)")
list.removeAll()
print("done")

// expect: init a
// expect: init b
// expect: inner uses b
// expect: deinit b
// expect: outer uses a
// expect: deinit a
// expect: --
// expect: init x
// expect: init y
// expect: deinit x
// expect: deinit y
// expect: --
// expect: init p
// expect: init q
// expect: holder ready
// expect: deinit q
// expect: second dropped
// expect: holder gone
// expect: deinit p
// expect: --
// expect: init l1
// expect: init l2
// expect: deinit l1
// expect: count 1
// expect: deinit l2
// expect: done
