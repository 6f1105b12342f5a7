// Compiler test style: ARC — deinit runs when the last strong reference goes away, shown across nested do-scopes and explicit nil assignment
final class Tracked {
    let name: String
    init(_ name: String) {
        self.name = name
        print("init \(name)")
    }
    deinit { print("deinit \(name)") }
}

func makeAndDrop(_ label: String) {
    let t = Tracked(label)
    print("using \(t.name)")
}

print("start")
do {
    let outer = Tracked("outer")
    do {
        let inner = Tracked("inner")
        print("inner scope sees \(inner.name) and \(outer.name)")
    }
    print("after inner scope")
    do {
        var temp: Tracked? = Tracked("temp")
        print("temp is \(temp!.name)")
        temp = nil
        print("temp cleared: \(temp == nil)")
    }
    print("outer still alive: \(outer.name)")
}
print("after outer scope")

makeAndDrop("call-1")
print("between calls")
makeAndDrop("call-2")

var shared: Tracked? = Tracked("shared")
var alias: Tracked? = shared
print("two references")
shared = nil
print("one reference left: \(alias!.name)")
alias = nil
print("no references left")

var slot: Tracked? = Tracked("first")
slot = Tracked("second")
print("replaced slot with \(slot!.name)")
slot = nil
print("end")

// expect: start
// expect: init outer
// expect: init inner
// expect: inner scope sees inner and outer
// expect: deinit inner
// expect: after inner scope
// expect: init temp
// expect: temp is temp
// expect: deinit temp
// expect: temp cleared: true
// expect: outer still alive: outer
// expect: deinit outer
// expect: after outer scope
// expect: init call-1
// expect: using call-1
// expect: deinit call-1
// expect: between calls
// expect: init call-2
// expect: using call-2
// expect: deinit call-2
// expect: init shared
// expect: two references
// expect: one reference left: shared
// expect: deinit shared
// expect: no references left
// expect: init first
// expect: init second
// expect: deinit first
// expect: replaced slot with second
// expect: deinit second
// expect: end
