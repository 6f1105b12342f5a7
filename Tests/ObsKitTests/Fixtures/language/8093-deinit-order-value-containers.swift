// Compiler test style: deinit timing for class instances held in structs, optionals, arrays, dictionaries and closures
final class Tracked {
    let name: String
    init(_ name: String) { self.name = name; print("+\(name)") }
    deinit { print("-\(name)") }
}

struct Pair {
    var left: Tracked
    var right: Tracked
}

print("== struct copies share references")
do {
    var p = Pair(left: Tracked("L"), right: Tracked("R"))
    var q = p
    p.left = Tracked("L2")
    print("q.left is", q.left.name)
    q.right = Tracked("R2")
    print("replaced q.right; p.right still", p.right.name)
}
print("== optional chaining assignment")
var slot: Tracked? = Tracked("slot1")
slot = slot.map { _ in Tracked("slot2") }
print("slot now", slot?.name ?? "nil")
slot = nil

print("== dictionary overwrite and removal")
var dict: [String: Tracked] = [:]
dict["a"] = Tracked("a1")
dict["a"] = Tracked("a2")
dict["b"] = Tracked("b1")
dict.removeValue(forKey: "a")
print("remaining", dict.keys.sorted())
dict = [:]

print("== closure keeps instance alive")
var keep: (() -> String)?
do {
    let t = Tracked("captured")
    keep = { "closure has \(t.name)" }
}
print(keep!())
keep = nil

print("== array replaceSubrange")
var arr = (1...4).map { Tracked("e\($0)") }
arr.replaceSubrange(1...2, with: [Tracked("n1")])
print("arr", arr.map(\.name))
arr.removeLast()
print("after removeLast", arr.map(\.name))
arr = []

print("== reference cycle broken manually")
final class Owner {
    var pet: Pet?
    deinit { print("-owner") }
}
final class Pet {
    var owner: Owner?
    deinit { print("-pet") }
}
do {
    let o = Owner(), p = Pet()
    o.pet = p; p.owner = o
    print("cycle formed")
    p.owner = nil
}
print("== swap does not deinit")
var x = Tracked("x"), y = Tracked("y")
swap(&x, &y)
print(x.name, y.name)
print("end")

// expect: == struct copies share references
// expect: +L
// expect: +R
// expect: +L2
// expect: q.left is L
// expect: +R2
// expect: replaced q.right; p.right still R
// expect: -L
// expect: -R2
// expect: -L2
// expect: -R
// expect: == optional chaining assignment
// expect: +slot1
// expect: +slot2
// expect: -slot1
// expect: slot now slot2
// expect: -slot2
// expect: == dictionary overwrite and removal
// expect: +a1
// expect: +a2
// expect: -a1
// expect: +b1
// expect: -a2
// expect: remaining ["b"]
// expect: -b1
// expect: == closure keeps instance alive
// expect: +captured
// expect: closure has captured
// expect: -captured
// expect: == array replaceSubrange
// expect: +e1
// expect: +e2
// expect: +e3
// expect: +e4
// expect: +n1
// expect: -e2
// expect: -e3
// expect: arr ["e1", "n1", "e4"]
// expect: -e4
// expect: after removeLast ["e1", "n1"]
// expect: -e1
// expect: -n1
// expect: == reference cycle broken manually
// expect: cycle formed
// expect: -owner
// expect: -pet
// expect: == swap does not deinit
// expect: +x
// expect: +y
// expect: y x
// expect: end
