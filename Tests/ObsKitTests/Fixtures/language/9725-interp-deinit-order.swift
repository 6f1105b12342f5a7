// Swift compiler test/Interpreter style: deinit timing and ordering — scope exit, reassignment, arrays releasing elements, subclass-then-superclass deinit, ownership through closures and optionals
class Tracked {
    let name: String
    init(_ name: String) { self.name = name; print("init \(name)") }
    deinit { print("deinit \(name)") }
}

class Parent: Tracked {
    deinit { print("  Parent part of \(name) (runs before Tracked.deinit)") }
}
class Child: Parent {
    let toy: Tracked
    init(_ name: String, toy: String) {
        self.toy = Tracked(toy)
        super.init(name)
    }
    deinit { print("  Child part of \(name)") }
}

func scope() {
    print("enter scope")
    let a = Tracked("a")
    print("leave scope holding \(a.name)")
}
scope()
print("after scope")

var slot: Tracked? = Tracked("first")
slot = Tracked("second")
print("reassigned")
slot = nil
print("nil-ed")

do {
    print("-- subclass chain")
    _ = Child("kid", toy: "ball")
}
print("-- array")
var list: [Tracked] = [Tracked("x"), Tracked("y"), Tracked("z")]
list.remove(at: 1)
print("removed y")
list.removeAll()
print("cleared")

print("-- closure ownership")
var closure: (() -> String)?
do {
    let captured = Tracked("captured")
    closure = { captured.name.uppercased() }
}
print("closure result:", closure!())
closure = nil
print("closure released")

print("-- holder")
final class Holder {
    var items: [Tracked] = []
    deinit { print("Holder deinit with \(items.count) items") }
}
var holder: Holder? = Holder()
holder!.items = [Tracked("h1"), Tracked("h2")]
holder = nil
print("-- swap owners")
var left: Tracked? = Tracked("L")
var right: Tracked? = Tracked("R")
swap(&left, &right)
print(left!.name, right!.name)
right = nil
print("end")

// expect: enter scope
// expect: init a
// expect: leave scope holding a
// expect: deinit a
// expect: after scope
// expect: init first
// expect: init second
// expect: deinit first
// expect: reassigned
// expect: deinit second
// expect: nil-ed
// expect: -- subclass chain
// expect: init ball
// expect: init kid
// expect:   Child part of kid
// expect:   Parent part of kid (runs before Tracked.deinit)
// expect: deinit kid
// expect: deinit ball
// expect: -- array
// expect: init x
// expect: init y
// expect: init z
// expect: deinit y
// expect: removed y
// expect: deinit x
// expect: deinit z
// expect: cleared
// expect: -- closure ownership
// expect: init captured
// expect: closure result: CAPTURED
// expect: deinit captured
// expect: closure released
// expect: -- holder
// expect: init h1
// expect: init h2
// expect: Holder deinit with 2 items
// expect: deinit h1
// expect: deinit h2
// expect: -- swap owners
// expect: init L
// expect: init R
// expect: R L
// expect: deinit L
// expect: end
