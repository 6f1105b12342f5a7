// enums with associated values, switch with where clauses, if case and pattern matching in loops (expected output from swiftc 6.3.1 on Linux)
enum Payment {
    case cash(amount: Double)
    case card(number: String, amount: Double)
    case voucher(code: String)
    case split([Payment])
}

enum Notification {
    case message(from: String, text: String)
    case like(count: Int)
    case follow(user: String, isMutual: Bool)
}

func describe(_ p: Payment) -> String {
    switch p {
    case .cash(let amount) where amount >= 100:
        return "large cash \(amount)"
    case .cash(let amount):
        return "cash \(amount)"
    case let .card(number, amount) where number.hasPrefix("4"):
        return "Visa ending \(number.suffix(4)) for \(amount)"
    case let .card(number, amount):
        return "card ending \(number.suffix(4)) for \(amount)"
    case .voucher(let code) where code.isEmpty:
        return "empty voucher"
    case .voucher(let code):
        return "voucher \(code)"
    case .split(let parts):
        return "split: " + parts.map(describe).joined(separator: " + ")
    }
}

func total(_ p: Payment) -> Double {
    switch p {
    case .cash(let a), .card(_, let a): return a
    case .voucher: return 10
    case .split(let parts): return parts.map(total).reduce(0, +)
    }
}

let payments: [Payment] = [
    .cash(amount: 25), .cash(amount: 150), .card(number: "4111222233334444", amount: 60.5),
    .card(number: "5500111122223333", amount: 12), .voucher(code: ""), .voucher(code: "SUMMER"),
    .split([.cash(amount: 5), .card(number: "4000000000000002", amount: 7.25), .voucher(code: "X1")]),
]
for p in payments { print(describe(p), "=>", total(p)) }

let inbox: [Notification] = [
    .message(from: "Ola", text: "Lunch?"), .like(count: 3), .follow(user: "pat", isMutual: true),
    .like(count: 120), .message(from: "Bo", text: ""), .follow(user: "quinn", isMutual: false),
]
for case let .message(from, text) in inbox where !text.isEmpty {
    print("\(from) says \(text)")
}
for case .follow(let user, true) in inbox {
    print("mutual follow: \(user)")
}
let likeTotal = inbox.reduce(0) { sum, n in
    if case .like(let c) = n { return sum + c }
    return sum
}
print("likes: \(likeTotal)")
if case .like(let c) = inbox[3], c > 100 { print("viral post with \(c) likes") }
let point = (3, -3)
switch point {
case let (x, y) where x == y: print("on diagonal")
case let (x, y) where x == -y: print("on anti-diagonal at \(x)")
default: print("elsewhere")
}
// expect: cash 25.0 => 25.0
// expect: large cash 150.0 => 150.0
// expect: Visa ending 4444 for 60.5 => 60.5
// expect: card ending 3333 for 12.0 => 12.0
// expect: empty voucher => 10.0
// expect: voucher SUMMER => 10.0
// expect: split: cash 5.0 + Visa ending 0002 for 7.25 + voucher X1 => 22.25
// expect: Ola says Lunch?
// expect: mutual follow: pat
// expect: likes: 123
// expect: viral post with 120 likes
// expect: on anti-diagonal at 3
