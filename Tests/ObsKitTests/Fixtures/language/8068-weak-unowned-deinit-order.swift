// Compiler test style: weak/unowned references, deinit ordering and nil-ing of weak refs
final class Node {
    let name: String
    weak var parent: Node?
    var children: [Node] = []
    init(_ name: String) { self.name = name; print("init \(name)") }
    deinit { print("deinit \(name)") }
    func add(_ c: Node) { children.append(c); c.parent = self }
}

print("-- tree")
do {
    let root = Node("root")
    root.add(Node("a"))
    root.add(Node("b"))
    root.children[0].add(Node("a1"))
    print("a1 parent:", root.children[0].children[0].parent?.name ?? "nil")
}
print("-- tree gone")

print("-- weak outlives")
weak var observer: Node?
do {
    let temp = Node("temp")
    observer = temp
    print("observer alive:", observer?.name ?? "nil")
}
print("observer after scope:", observer?.name ?? "nil")

print("-- unowned customer/card")
final class Customer {
    let name: String
    var card: Card?
    init(_ n: String) { name = n }
    deinit { print("deinit customer \(name)") }
}
final class Card {
    let number: Int
    unowned let owner: Customer
    init(_ n: Int, owner: Customer) { number = n; self.owner = owner }
    deinit { print("deinit card \(number)") }
}
do {
    let cust = Customer("ana")
    cust.card = Card(1234, owner: cust)
    print("card owner:", cust.card!.owner.name)
}
print("-- reassigning releases old value")
var holder: Node? = Node("first")
holder = Node("second")
print("holder is", holder!.name)
holder = nil
print("-- array removal order")
var list = [Node("x"), Node("y"), Node("z")]
list.remove(at: 1)
print("removed middle")
list.removeAll()
print("-- closure capture list weak")
final class Timer {
    var action: (() -> Void)?
    let id: Int
    init(id: Int) { self.id = id }
    deinit { print("deinit timer \(id)") }
}
do {
    let tm = Timer(id: 7)
    tm.action = { [weak tm] in print("fire", tm?.id ?? -1) }
    tm.action?()
}
print("done")

// expect: -- tree
// expect: init root
// expect: init a
// expect: init b
// expect: init a1
// expect: a1 parent: a
// expect: deinit root
// expect: deinit a
// expect: deinit a1
// expect: deinit b
// expect: -- tree gone
// expect: -- weak outlives
// expect: init temp
// expect: observer alive: temp
// expect: deinit temp
// expect: observer after scope: nil
// expect: -- unowned customer/card
// expect: card owner: ana
// expect: deinit customer ana
// expect: deinit card 1234
// expect: -- reassigning releases old value
// expect: init first
// expect: init second
// expect: deinit first
// expect: holder is second
// expect: deinit second
// expect: -- array removal order
// expect: init x
// expect: init y
// expect: init z
// expect: deinit y
// expect: removed middle
// expect: deinit x
// expect: deinit z
// expect: -- closure capture list weak
// expect: fire 7
// expect: deinit timer 7
// expect: done
