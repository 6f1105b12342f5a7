// deinit order: scopes, reassignment, arrays, owned properties, optional set to nil
// expected output: swiftc 6.3.1 (Linux), run on this machine
final class Tracker {
    let tag: String
    init(_ tag: String) { self.tag = tag; print("+ \(tag)") }
    deinit { print("- \(tag)") }
}
final class Owner {
    let tag: String
    let first: Tracker
    let second: Tracker
    init(_ tag: String) {
        self.tag = tag
        first = Tracker(tag + ".first")
        second = Tracker(tag + ".second")
    }
    deinit { print("- owner \(tag)") }
}

func scope() {
    print("enter scope")
    let t = Tracker("local")
    do {
        let inner = Tracker("inner")
        print("inner block uses", inner.tag)
    }
    print("after inner block; still have", t.tag)
}
scope()
print("after scope")

print("reassign")
var slot: Tracker? = Tracker("v1")
slot = Tracker("v2")
print("now", slot!.tag)
slot = nil
print("slot cleared")

print("array")
var arr = [Tracker("a0"), Tracker("a1"), Tracker("a2")]
arr.remove(at: 1)
print("removed middle")
arr.removeAll()
print("array emptied")

print("owner")
var owner: Owner? = Owner("o")
owner = nil
print("owner gone")

print("shared reference")
var p: Tracker? = Tracker("shared")
var q = p
p = nil
print("p nil, q holds", q!.tag)
q = nil
print("done shared")

func makeAndDrop() -> String {
    let t = Tracker("temp")
    return t.tag + "!"
}
print(makeAndDrop())
_ = Tracker("discarded")
print("end")

// expect: enter scope
// expect: + local
// expect: + inner
// expect: inner block uses inner
// expect: - inner
// expect: after inner block; still have local
// expect: - local
// expect: after scope
// expect: reassign
// expect: + v1
// expect: + v2
// expect: - v1
// expect: now v2
// expect: - v2
// expect: slot cleared
// expect: array
// expect: + a0
// expect: + a1
// expect: + a2
// expect: - a1
// expect: removed middle
// expect: - a0
// expect: - a2
// expect: array emptied
// expect: owner
// expect: + o.first
// expect: + o.second
// expect: - owner o
// expect: - o.first
// expect: - o.second
// expect: owner gone
// expect: shared reference
// expect: + shared
// expect: p nil, q holds shared
// expect: - shared
// expect: done shared
// expect: + temp
// expect: - temp
// expect: temp!
// expect: + discarded
// expect: - discarded
// expect: end
