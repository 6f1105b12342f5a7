// Check error: a weak reference declared with a non-optional type
class Owner {
    let name: String
    init(name: String) { self.name = name }
}

class Pet {
    weak var owner: Owner
    init(owner: Owner) { self.owner = owner }
}

let alice = Owner(name: "Alice")
print(Pet(owner: alice).owner.name)
// expect-error: 'weak' variable should have optional type 'Owner?'
