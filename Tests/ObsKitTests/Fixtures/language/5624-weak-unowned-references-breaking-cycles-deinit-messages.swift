// Kodeco Swift Apprentice style (memory management): weak and unowned references breaking cycles, with deinit messages showing release order
class Owner {
    let name: String
    var pets: [Pet] = []
    init(name: String) { self.name = name; print("init owner \(name)") }
    deinit { print("deinit owner \(name)") }
}

class Pet {
    let name: String
    weak var owner: Owner?
    init(name: String) { self.name = name; print("init pet \(name)") }
    deinit { print("deinit pet \(name)") }
}

class Passport {
    let number: String
    unowned let holder: Traveller
    init(number: String, holder: Traveller) { self.number = number; self.holder = holder }
    deinit { print("deinit passport \(number)") }
}

class Traveller {
    let name: String
    var passport: Passport?
    init(name: String) { self.name = name }
    deinit { print("deinit traveller \(name)") }
}

do {
    let owner = Owner(name: "Ria")
    let dog = Pet(name: "Rex")
    dog.owner = owner
    owner.pets.append(dog)
    print("\(dog.name) belongs to \(dog.owner?.name ?? "nobody")")
}
print("after first scope")

var lonelyPet: Pet? = Pet(name: "Tom")
do {
    let temp = Owner(name: "Temp")
    lonelyPet?.owner = temp
    print("owner set:", lonelyPet?.owner?.name ?? "nil")
}
print("owner after scope:", lonelyPet?.owner?.name ?? "nil")
lonelyPet = nil

var t: Traveller? = Traveller(name: "Noor")
t!.passport = Passport(number: "P-77", holder: t!)
print("\(t!.passport!.number) held by \(t!.passport!.holder.name)")
t = nil

class Counter {
    var count = 0
    lazy var increment: () -> Int = { [unowned self] in
        self.count += 1
        return self.count
    }
    deinit { print("deinit counter at \(count)") }
}
var c: Counter? = Counter()
_ = c?.increment()
print("count now", c?.increment() ?? 0)
c = nil
print("done")

// expect: init owner Ria
// expect: init pet Rex
// expect: Rex belongs to Ria
// expect: deinit owner Ria
// expect: deinit pet Rex
// expect: after first scope
// expect: init pet Tom
// expect: init owner Temp
// expect: owner set: Temp
// expect: deinit owner Temp
// expect: owner after scope: nil
// expect: deinit pet Tom
// expect: P-77 held by Noor
// expect: deinit traveller Noor
// expect: deinit passport P-77
// expect: count now 2
// expect: deinit counter at 2
// expect: done
