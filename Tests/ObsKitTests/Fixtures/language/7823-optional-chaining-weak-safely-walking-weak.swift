// Swift book style (optional chaining and weak): safely walking weak links that may already be nil
class Owner {
    let name: String
    var pet: Pet?
    init(name: String) { self.name = name }
    deinit { print("owner \(name) deinit") }
}

class Pet {
    let name: String
    weak var owner: Owner?
    init(name: String) { self.name = name }
    deinit { print("pet \(name) deinit") }
    func greet() -> String {
        guard let owner = owner else { return "\(name) has no owner" }
        return "\(name) loves \(owner.name)"
    }
}

var owner: Owner? = Owner(name: "Maya")
let pet = Pet(name: "Rex")
owner?.pet = pet
pet.owner = owner
print(pet.greet())
print("owner's pet: \(owner?.pet?.name ?? "none")")
print("chain length: \(pet.owner?.pet?.owner?.name.count ?? 0)")
owner = nil
print(pet.greet())
print("chain length: \(pet.owner?.pet?.owner?.name.count ?? 0)")
// expect: Rex loves Maya
// expect: owner's pet: Rex
// expect: chain length: 4
// expect: owner Maya deinit
// expect: Rex has no owner
// expect: chain length: 0
