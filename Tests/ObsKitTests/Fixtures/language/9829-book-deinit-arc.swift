// Swift book style (Deinitialization and ARC): deinit, strong cycles, weak/unowned and closure capture lists
class TicketPool {
  static var available = 500
  static func take(_ wanted: Int) -> Int {
    let granted = min(wanted, available)
    available -= granted
    return granted
  }
  static func giveBack(_ n: Int) { available += n }
}

class Reseller {
  let name: String
  var held: Int
  init(name: String, wanted: Int) {
    self.name = name
    held = TicketPool.take(wanted)
  }
  func grab(_ more: Int) { held += TicketPool.take(more) }
  deinit {
    print("\(name) closes shop and returns \(held) tickets")
    TicketPool.giveBack(held)
  }
}

var shop: Reseller? = Reseller(name: "QuickSeats", wanted: 120)
print("shop holds \(shop!.held); pool has \(TicketPool.available)")
shop!.grab(1_000)
print("shop holds \(shop!.held); pool has \(TicketPool.available)")
shop = nil
print("pool has \(TicketPool.available)")

class Owner {
  let name: String
  var pet: Pet?
  init(name: String) { self.name = name }
  deinit { print("Owner \(name) released") }
}
class Pet {
  let species: String
  weak var owner: Owner?
  init(species: String) { self.species = species }
  deinit { print("Pet \(species) released") }
}
var sam: Owner? = Owner(name: "Sam")
var parrot: Pet? = Pet(species: "parrot")
sam!.pet = parrot
parrot!.owner = sam
sam = nil
print("parrot's owner:", parrot!.owner?.name ?? "none")
parrot = nil

class Orchestra {
  let name: String
  var conductor: Conductor!
  init(name: String, conductorName: String) {
    self.name = name
    self.conductor = Conductor(name: conductorName, orchestra: self)
  }
  deinit { print("Orchestra \(name) disbanded") }
}
class Conductor {
  let name: String
  unowned let orchestra: Orchestra
  init(name: String, orchestra: Orchestra) { self.name = name; self.orchestra = orchestra }
  deinit { print("Conductor \(name) retired") }
}
var band: Orchestra? = Orchestra(name: "City Winds", conductorName: "Ravel")
print("\(band!.conductor.name) leads \(band!.conductor.orchestra.name)")
band = nil

class Badge {
  let label: String
  let level: Int?
  lazy var render: () -> String = { [unowned self] in
    if let level = self.level { return "[\(self.label) L\(level)]" }
    return "[\(self.label)]"
  }
  init(label: String, level: Int? = nil) { self.label = label; self.level = level }
  deinit { print("badge \(label) freed") }
}
var gold: Badge? = Badge(label: "gold", level: 3)
print(gold!.render())
gold = nil
var plain: Badge? = Badge(label: "plain")
print(plain!.render())
plain = nil
// expect: shop holds 120; pool has 380
// expect: shop holds 500; pool has 0
// expect: QuickSeats closes shop and returns 500 tickets
// expect: pool has 500
// expect: Owner Sam released
// expect: parrot's owner: none
// expect: Pet parrot released
// expect: Ravel leads City Winds
// expect: Orchestra City Winds disbanded
// expect: Conductor Ravel retired
// expect: [gold L3]
// expect: badge gold freed
// expect: [plain]
// expect: badge plain freed
