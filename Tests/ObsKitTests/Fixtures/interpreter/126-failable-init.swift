// Failable initializers return nil on invalid input
struct Even {
    let value: Int
    init?(_ v: Int) {
        guard v % 2 == 0 else { return nil }
        value = v
    }
}

class User {
    let name: String
    init?(name: String) {
        if name.isEmpty { return nil }
        self.name = name
    }
}

print(Even(4)?.value as Any)
print(Even(3)?.value as Any)
print(Even(3) == nil)
if let u = User(name: "kim") {
    print("user", u.name)
}
print(User(name: "") == nil)
print(Int("42") as Any)
print(Int("4x2") as Any)
print(Double("2.5") ?? 0)

// expect: Optional(4)
// expect: nil
// expect: true
// expect: user kim
// expect: true
// expect: Optional(42)
// expect: nil
// expect: 2.5
