// Compiler test style (weak/unowned): weak references become nil when the object dies
class Owner {
    let name: String
    var pet: Pet?
    init(name: String) { self.name = name }
    deinit { print("Owner \(name) deinit") }
}

class Pet {
    let name: String
    weak var owner: Owner?
    init(name: String) { self.name = name }
    deinit { print("Pet \(name) deinit") }
}

class Card {
    let number: Int
    unowned let customer: Owner
    init(number: Int, customer: Owner) {
        self.number = number
        self.customer = customer
    }
    deinit { print("Card \(number) deinit") }
}

var pet: Pet? = Pet(name: "Rex")
do {
    let owner = Owner(name: "Ann")
    owner.pet = pet
    pet!.owner = owner
    print("pet owner: \(pet!.owner?.name ?? "nil")")
    let card = Card(number: 42, customer: owner)
    print("card customer: \(card.customer.name)")
}
print("after scope, pet owner: \(pet!.owner?.name ?? "nil")")
print("owner is nil: \(pet!.owner == nil)")
pet = nil

weak var weakBox: Owner?
var strong: Owner? = Owner(name: "Bo")
weakBox = strong
print("weak before: \(weakBox?.name ?? "nil")")
strong = nil
print("weak after: \(weakBox?.name ?? "nil")")

// Weak references in an array of wrappers
struct WeakRef { weak var value: Owner? }
var owners: [Owner] = [Owner(name: "C1"), Owner(name: "C2"), Owner(name: "C3")]
let refs = owners.map { WeakRef(value: $0) }
owners.remove(at: 1)
print(refs.map { $0.value?.name ?? "nil" })
owners.removeAll()
print(refs.compactMap { $0.value?.name }.count)

// expect: pet owner: Ann
// expect: card customer: Ann
// expect: Card 42 deinit
// expect: Owner Ann deinit
// expect: after scope, pet owner: nil
// expect: owner is nil: true
// expect: Pet Rex deinit
// expect: weak before: Bo
// expect: Owner Bo deinit
// expect: weak after: nil
// expect: Owner C2 deinit
// expect: ["C1", "nil", "C3"]
// expect: Owner C1 deinit
// expect: Owner C3 deinit
// expect: 0
