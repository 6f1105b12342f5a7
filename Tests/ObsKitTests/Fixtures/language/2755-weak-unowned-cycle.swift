// Compiler test style: retain cycles broken with weak and unowned references
class Owner {
  let name: String
  var pet: Pet?
  init(_ name: String) { self.name = name }
  deinit { print("Owner \(name) deinit") }
}

class Pet {
  let name: String
  weak var owner: Owner?
  init(_ name: String) { self.name = name }
  deinit { print("Pet \(name) deinit") }
}

class Card {
  unowned let holder: Owner
  init(holder: Owner) { self.holder = holder }
  deinit { print("Card for \(holder.name) deinit") }
}

do {
  let o = Owner("Ann")
  let p = Pet("Rex")
  o.pet = p
  p.owner = o
  print("pet's owner: \(p.owner?.name ?? "none")")
  let card = Card(holder: o)
  print("card holder: \(card.holder.name)")
}
print("after scope 1")

var weakRef: Owner?
weak var watcher: Owner?
weakRef = Owner("Bob")
watcher = weakRef
print("watcher sees \(watcher?.name ?? "nil")")
weakRef = nil
print("watcher now \(watcher?.name ?? "nil")")
// expect: pet's owner: Ann
// expect: card holder: Ann
// expect: Card for Ann deinit
// expect: Owner Ann deinit
// expect: Pet Rex deinit
// expect: after scope 1
// expect: watcher sees Bob
// expect: Owner Bob deinit
// expect: watcher now nil
