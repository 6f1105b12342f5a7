// Compiler test style: weak references become nil when the last strong reference goes away
final class Person {
  let name: String
  var apartment: Apartment?
  init(_ name: String) { self.name = name }
  deinit { print("\(name) deinit") }
}
final class Apartment {
  let unit: String
  weak var tenant: Person?
  init(_ unit: String) { self.unit = unit }
  deinit { print("apartment \(unit) deinit") }
}
final class Card {
  unowned let owner: Person
  init(owner: Person) { self.owner = owner }
  deinit { print("card deinit") }
}

var john: Person? = Person("John")
var unit: Apartment? = Apartment("4A")
john!.apartment = unit
unit!.tenant = john
print(unit!.tenant?.name ?? "none")

do {
  let card = Card(owner: john!)
  print("card owner \(card.owner.name)")
}

weak var watcher = john
print(watcher?.name ?? "gone")
john = nil
print("john released")
print(unit!.tenant?.name ?? "none")
print(watcher == nil)
unit = nil
print("done")
// expect: John
// expect: card owner John
// expect: card deinit
// expect: John
// expect: John deinit
// expect: john released
// expect: none
// expect: true
// expect: apartment 4A deinit
// expect: done
