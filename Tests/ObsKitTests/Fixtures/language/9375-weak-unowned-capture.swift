// weak and unowned references: delegates, closure capture lists, breaking cycles, deinit timing
// expected output: swiftc 6.3.1 (Linux), run on this machine
final class Owner {
    let name: String
    var pet: Pet?
    init(_ name: String) { self.name = name; print("init owner \(name)") }
    deinit { print("deinit owner \(name)") }
}
final class Pet {
    let name: String
    weak var owner: Owner?
    init(_ name: String) { self.name = name; print("init pet \(name)") }
    deinit { print("deinit pet \(name)") }
}
do {
    let o = Owner("Ann")
    let p = Pet("Rex")
    o.pet = p
    p.owner = o
    print("pet's owner:", p.owner?.name ?? "none")
}
print("after scope 1")
var keepPet: Pet?
do {
    let o = Owner("Bob")
    let p = Pet("Tom")
    o.pet = p
    p.owner = o
    keepPet = p
}
print("owner after scope:", keepPet?.owner?.name ?? "gone")
keepPet = nil
final class Customer {
    let name: String
    var card: Card?
    init(_ n: String) { name = n }
    deinit { print("deinit customer \(name)") }
}
final class Card {
    let number: Int
    unowned let holder: Customer
    init(_ n: Int, holder: Customer) { number = n; self.holder = holder }
    deinit { print("deinit card \(number)") }
}
do {
    let c = Customer("Cy")
    c.card = Card(1234, holder: c)
    print("card holder:", c.card!.holder.name)
}
print("after scope 2")
final class Timer {
    var handler: (() -> Void)?
    let id: Int
    init(_ id: Int) { self.id = id }
    func fire() { handler?() }
    deinit { print("deinit timer \(id)") }
}
final class Screen {
    let title: String
    let timer = Timer(1)
    var ticks = 0
    init(_ t: String) { title = t }
    func startWeak() { timer.handler = { [weak self] in self?.ticks += 1 } }
    func startUnowned() { timer.handler = { [unowned self] in self.ticks += 10 } }
    deinit { print("deinit screen \(title)") }
}
var screen: Screen? = Screen("main")
screen!.startWeak()
screen!.timer.fire()
screen!.timer.fire()
print("ticks:", screen!.ticks)
screen!.startUnowned()
screen!.timer.fire()
print("ticks:", screen!.ticks)
screen = nil
print("screen released")
var cycle: Timer? = Timer(2)
cycle!.handler = { [cycle] in print("strong capture of timer", cycle?.id ?? -1) }
cycle!.fire()
cycle = nil
print("timer 2 leaked on purpose (no deinit above)")
weak var weakRef: Owner?
do {
    let temp = Owner("Dee")
    weakRef = temp
    print("weak while alive:", weakRef?.name ?? "nil")
}
print("weak after:", weakRef?.name ?? "nil")

// expect: init owner Ann
// expect: init pet Rex
// expect: pet's owner: Ann
// expect: deinit owner Ann
// expect: deinit pet Rex
// expect: after scope 1
// expect: init owner Bob
// expect: init pet Tom
// expect: deinit owner Bob
// expect: owner after scope: gone
// expect: deinit pet Tom
// expect: card holder: Cy
// expect: deinit customer Cy
// expect: deinit card 1234
// expect: after scope 2
// expect: ticks: 2
// expect: ticks: 12
// expect: deinit screen main
// expect: deinit timer 1
// expect: screen released
// expect: strong capture of timer 2
// expect: timer 2 leaked on purpose (no deinit above)
// expect: init owner Dee
// expect: weak while alive: Dee
// expect: deinit owner Dee
// expect: weak after: nil
