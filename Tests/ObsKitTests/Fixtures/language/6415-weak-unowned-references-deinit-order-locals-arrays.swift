// Interview question style (ARC): weak and unowned references, deinit order of locals, arrays and parent/child graphs
var log: [String] = []

final class Person {
    let name: String
    weak var friend: Person?
    var pet: Pet?
    init(_ name: String) { self.name = name; log.append("init \(name)") }
    deinit { log.append("deinit \(name)") }
}

final class Pet {
    let name: String
    unowned let owner: Person
    init(_ name: String, owner: Person) { self.name = name; self.owner = owner; log.append("init \(name)") }
    deinit { log.append("deinit \(name)") }
}

// Puzzle: in what order do the deinits run?
do {
    let a = Person("A")
    let b = Person("B")
    a.friend = b
    b.friend = a
    a.pet = Pet("rex", owner: a)
    log.append("end of scope, rex owner \(a.pet!.owner.name)")
}
print(log); log = []

var weakRef: Person?
do {
    let temp = Person("T")
    weakRef = temp
    temp.friend = weakRef
    log.append("inside: \(weakRef?.name ?? "nil")")
}
log.append("outside: \(weakRef?.name ?? "nil")")
print(log); log = []

var team: [Person]? = [Person("X"), Person("Y"), Person("Z")]
team?.remove(at: 1)
log.append("removed")
team = nil
print(log); log = []

var holder: Person? = Person("H")
weak var watcher = holder
holder?.pet = Pet("tom", owner: holder!)
holder = nil
print(log, watcher == nil)

// expect: ["init A", "init B", "init rex", "end of scope, rex owner A", "deinit B", "deinit A", "deinit rex"]
// expect: ["init T", "inside: T", "outside: T"]
// expect: ["init X", "init Y", "init Z", "deinit Y", "removed", "deinit X", "deinit Z"]
// expect: ["init H", "init tom", "deinit H", "deinit tom"] true
