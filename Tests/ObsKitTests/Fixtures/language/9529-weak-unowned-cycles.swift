// ARC: strong reference cycles, breaking them with weak and unowned, weak references becoming nil, and capture lists in closures (expected output from swiftc 6.3.1 on Linux)
final class Person {
    let name: String
    var apartment: Apartment?
    init(_ name: String) { self.name = name; print("+person \(name)") }
    deinit { print("-person \(name)") }
}
final class Apartment {
    let unit: String
    weak var tenant: Person?
    init(_ unit: String) { self.unit = unit; print("+apt \(unit)") }
    deinit { print("-apt \(unit)") }
}
do {
    let p = Person("ann")
    let a = Apartment("4A")
    p.apartment = a
    a.tenant = p
    print("tenant:", a.tenant?.name ?? "none")
}
print("after scope 1")

var apt: Apartment? = Apartment("7C")
do {
    let p = Person("bo")
    apt!.tenant = p
    print("inside:", apt!.tenant?.name ?? "none")
}
print("weak now:", apt!.tenant?.name ?? "none")
apt = nil

final class Customer {
    let name: String
    var card: Card?
    init(_ n: String) { name = n }
    deinit { print("-customer \(name)") }
}
final class Card {
    let number: Int
    unowned let holder: Customer
    init(_ n: Int, _ h: Customer) { number = n; holder = h }
    deinit { print("-card \(number)") }
}
var cust: Customer? = Customer("cy")
cust!.card = Card(42, cust!)
print(cust!.card!.holder.name)
cust = nil
print("after customer")

final class Widget {
    let id: String
    var onTap: (() -> String)?
    init(_ id: String) { self.id = id }
    deinit { print("-widget \(id)") }
}
do {
    let leaky = Widget("leaky")
    leaky.onTap = { "tapped \(leaky.id)" }
    print(leaky.onTap!())
    let safe = Widget("safe")
    safe.onTap = { [weak safe] in "tapped \(safe?.id ?? "gone")" }
    print(safe.onTap!())
    let owned = Widget("owned")
    owned.onTap = { [unowned owned] in "tapped \(owned.id)" }
    print(owned.onTap!())
}
print("after widgets (leaky was never freed)")
weak var weakOnly: Widget?
do {
    let temp = Widget("temp")
    weakOnly = temp
    print(weakOnly == nil ? "temp already freed" : "temp alive")
}
print(weakOnly == nil ? "temp freed at end of scope" : "temp alive")

// expect: +person ann
// expect: +apt 4A
// expect: tenant: ann
// expect: -person ann
// expect: -apt 4A
// expect: after scope 1
// expect: +apt 7C
// expect: +person bo
// expect: inside: bo
// expect: -person bo
// expect: weak now: none
// expect: -apt 7C
// expect: cy
// expect: -customer cy
// expect: -card 42
// expect: after customer
// expect: tapped leaky
// expect: tapped safe
// expect: tapped owned
// expect: -widget owned
// expect: -widget safe
// expect: after widgets (leaky was never freed)
// expect: temp alive
// expect: -widget temp
// expect: temp freed at end of scope
