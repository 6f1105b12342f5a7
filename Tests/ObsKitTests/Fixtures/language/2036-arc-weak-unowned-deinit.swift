// Compiler test style: weak and unowned references, deinit timing when strong refs drop
var events: [String] = []

final class Owner {
    let name: String
    var pet: Pet?
    init(name: String) { self.name = name; events.append("init owner \(name)") }
    deinit { events.append("deinit owner \(name)") }
}

final class Pet {
    let name: String
    weak var owner: Owner?
    init(name: String) { self.name = name; events.append("init pet \(name)") }
    deinit { events.append("deinit pet \(name)") }
}

final class Card {
    let number: Int
    unowned let holder: Owner
    init(number: Int, holder: Owner) { self.number = number; self.holder = holder }
    deinit { events.append("deinit card \(number)") }
}

func flush(_ label: String) {
    print("--", label)
    for e in events { print(e) }
    events.removeAll()
}

do {
    let o = Owner(name: "Ann")
    let p = Pet(name: "Rex")
    o.pet = p
    p.owner = o
    print(p.owner?.name ?? "none")
    let card = Card(number: 7, holder: o)
    print(card.holder.name, card.number)
}
flush("scope 1")

var pet: Pet? = Pet(name: "Tom")
do {
    let o = Owner(name: "Bob")
    pet!.owner = o
    o.pet = pet
    print(pet!.owner?.name ?? "none")
}
print(pet!.owner?.name ?? "none (owner gone)")
flush("scope 2")
pet = nil
flush("after nil")

var strong: Owner? = Owner(name: "Cy")
weak var weakRef = strong
print(weakRef?.name ?? "nil")
strong = nil
print(weakRef?.name ?? "nil")
flush("weak var")

// expect: Ann
// expect: Ann 7
// expect: -- scope 1
// expect: init owner Ann
// expect: init pet Rex
// expect: deinit card 7
// expect: deinit owner Ann
// expect: deinit pet Rex
// expect: Bob
// expect: none (owner gone)
// expect: -- scope 2
// expect: init pet Tom
// expect: init owner Bob
// expect: deinit owner Bob
// expect: -- after nil
// expect: deinit pet Tom
// expect: Cy
// expect: nil
// expect: -- weak var
// expect: init owner Cy
// expect: deinit owner Cy
