// Mistake: marks a property `weak` to avoid a retain cycle, but the property's type is a struct.
// Expected message: swiftc 6.3.1 -typecheck on this machine
struct Owner {
    var name: String
}

class Pet {
    let name: String
    weak var owner: Owner?

    init(name: String) {
        self.name = name
    }
}

let cat = Pet(name: "Tom")
cat.owner = Owner(name: "Ana")
print("\(cat.name) belongs to \(cat.owner?.name ?? "nobody")")
// expect-error: 'weak' may only be applied to class and class-bound protocol types, not 'Owner'
