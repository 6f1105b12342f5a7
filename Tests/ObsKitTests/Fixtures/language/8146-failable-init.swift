// Course exercise: failable initializers on structs, classes and enums
struct EmailAddress {
    let user: String
    let domain: String

    init?(_ text: String) {
        let parts = text.split(separator: "@")
        guard parts.count == 2, !parts[0].isEmpty, parts[1].contains(".") else {
            return nil
        }
        user = String(parts[0])
        domain = String(parts[1])
    }
}

enum Grade {
    case a, b, c, f

    init?(score: Int) {
        switch score {
        case 90...100: self = .a
        case 80..<90: self = .b
        case 70..<80: self = .c
        case 0..<70: self = .f
        default: return nil
        }
    }
}

class Product {
    let name: String
    init?(name: String) {
        if name.isEmpty { return nil }
        self.name = name
    }
}

class CartItem: Product {
    let quantity: Int
    init?(name: String, quantity: Int) {
        if quantity < 1 { return nil }
        self.quantity = quantity
        super.init(name: name)
    }
}

for text in ["ada@example.com", "no-at-sign", "@x.com", "bob@localhost"] {
    if let email = EmailAddress(text) {
        print("\(text): user=\(email.user) domain=\(email.domain)")
    } else {
        print("\(text): invalid")
    }
}

for score in [95, 81, 42, 130] {
    print("score \(score): \(Grade(score: score).map { "\($0)" } ?? "out of range")")
}

let items = [CartItem(name: "socks", quantity: 2), CartItem(name: "", quantity: 1), CartItem(name: "hat", quantity: 0)]
for (i, item) in items.enumerated() {
    if let item {
        print("item \(i): \(item.quantity) x \(item.name)")
    } else {
        print("item \(i): could not be created")
    }
}

// expect: ada@example.com: user=ada domain=example.com
// expect: no-at-sign: invalid
// expect: @x.com: invalid
// expect: bob@localhost: invalid
// expect: score 95: a
// expect: score 81: b
// expect: score 42: f
// expect: score 130: out of range
// expect: item 0: 2 x socks
// expect: item 1: could not be created
// expect: item 2: could not be created
