// Swift book style (pattern matching on enums with associated values): if case, for case, where clauses, custom ~=
enum Barcode {
    case upc(Int, Int, Int, Int)
    case qrCode(String)
}

enum Event {
    case login(user: String, attempts: Int)
    case logout(user: String)
    case purchase(user: String, amount: Int)
}

let codes: [Barcode] = [.upc(8, 85909, 51226, 3), .qrCode("ABCDEFGHIJKLMNOP"), .upc(0, 0, 0, 1)]
for code in codes {
    switch code {
    case let .upc(numberSystem, manufacturer, product, check) where numberSystem > 0:
        print("UPC: \(numberSystem), \(manufacturer), \(product), \(check).")
    case .upc(_, _, _, let check):
        print("UPC with zero system, check \(check)")
    case .qrCode(let productCode):
        print("QR code: \(productCode.prefix(4))...")
    }
}

let events: [Event] = [
    .login(user: "ann", attempts: 1), .purchase(user: "ann", amount: 30),
    .login(user: "bob", attempts: 4), .purchase(user: "bob", amount: 120),
    .logout(user: "ann"), .purchase(user: "ann", amount: 5),
]

for case let .purchase(user, amount) in events where amount > 10 {
    print("big purchase by \(user): \(amount)")
}
for case .login(let user, attempts: 2...) in events {
    print("suspicious login: \(user)")
}
if case .logout(let who) = events[4] { print("logout:", who) }
let spent = events.reduce(into: [String: Int]()) { acc, e in
    if case let .purchase(user, amount) = e { acc[user, default: 0] += amount }
}
print(spent.sorted(by: <))

struct Even {}
func ~= (pattern: Even, value: Int) -> Bool { value % 2 == 0 }
func classify(_ n: Int) -> String {
    switch n {
    case ..<0: return "negative"
    case 0: return "zero"
    case Even(): return "even"
    case 1...9: return "small odd"
    default: return "big odd"
    }
}
print([-3, 0, 4, 7, 11].map(classify))

let point = (2, -2)
switch point {
case (let x, let y) where x == y: print("diagonal")
case (let x, let y) where x == -y: print("anti-diagonal \(x)")
default: print("elsewhere")
}
let optionalValues: [Int?] = [1, nil, 3]
for case let v? in optionalValues { print("value", v) }

// expect: UPC: 8, 85909, 51226, 3.
// expect: QR code: ABCD...
// expect: UPC with zero system, check 1
// expect: big purchase by ann: 30
// expect: big purchase by bob: 120
// expect: suspicious login: bob
// expect: logout: ann
// expect: [(key: "ann", value: 35), (key: "bob", value: 120)]
// expect: ["negative", "zero", "even", "small odd", "big odd"]
// expect: anti-diagonal 2
// expect: value 1
// expect: value 3
