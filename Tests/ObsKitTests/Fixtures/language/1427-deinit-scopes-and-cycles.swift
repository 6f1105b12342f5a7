// Deinitialization: locals released at the end of their scope, a strong reference cycle that never deinits, and weak to break it.
// expected output: swiftc 6.3.1 (Linux), run on this machine
final class Tracker {
    let label: String
    init(_ label: String) { self.label = label; print("+ \(label)") }
    deinit { print("- \(label)") }
}
func work() {
    let local = Tracker("function local")
    print("working with \(local.label)")
}
work()
print("after work()")
do {
    let scoped = Tracker("do-block local")
    print("inside do with \(scoped.label)")
}
print("after do")
for i in 1...2 {
    let loopItem = Tracker("loop \(i)")
    _ = loopItem
}
print("after loop")
final class Owner {
    let name: String
    var pet: Pet?
    init(name: String) { self.name = name }
    deinit { print("owner \(name) deinit") }
}
final class Pet {
    let name: String
    var owner: Owner?
    weak var weakOwner: Owner?
    init(name: String) { self.name = name }
    deinit { print("pet \(name) deinit") }
}
var alice: Owner? = Owner(name: "Alice")
var rex: Pet? = Pet(name: "Rex")
alice!.pet = rex
rex!.owner = alice
alice = nil
rex = nil
print("cycle: neither deinit ran")
var bob: Owner? = Owner(name: "Bob")
var tom: Pet? = Pet(name: "Tom")
bob!.pet = tom
tom!.weakOwner = bob
bob = nil
print("Tom's owner now:", tom!.weakOwner?.name ?? "nil")
tom = nil
print("end")

// expect: + function local
// expect: working with function local
// expect: - function local
// expect: after work()
// expect: + do-block local
// expect: inside do with do-block local
// expect: - do-block local
// expect: after do
// expect: + loop 1
// expect: - loop 1
// expect: + loop 2
// expect: - loop 2
// expect: after loop
// expect: cycle: neither deinit ran
// expect: owner Bob deinit
// expect: Tom's owner now: nil
// expect: pet Tom deinit
// expect: end
