// Tutorial style (Swift by Sundell, pattern matching): if case, guard case and for case with optionals
enum Delivery {
    case pending
    case shipped(tracking: String)
    case delivered(day: Int)
    case returned(reason: String?)
}

let orders: [(id: Int, status: Delivery)] = [
    (101, .shipped(tracking: "ZX-44")),
    (102, .delivered(day: 3)),
    (103, .pending),
    (104, .returned(reason: "damaged")),
    (105, .returned(reason: nil)),
    (106, .delivered(day: 12)),
]

for order in orders {
    if case .shipped(let code) = order.status {
        print("Order \(order.id) in transit: \(code)")
    } else if case .delivered(let day) = order.status, day > 7 {
        print("Order \(order.id) delivered late (day \(day))")
    } else if case .returned(let reason?) = order.status {
        print("Order \(order.id) returned: \(reason)")
    }
}

func trackingCode(for status: Delivery) -> String {
    guard case .shipped(let code) = status else {
        return "no tracking"
    }
    return code.lowercased()
}
print(trackingCode(for: orders[0].status))
print(trackingCode(for: orders[2].status))

for case let (id, .delivered(day)) in orders {
    print("Delivered #\(id) on day \(day)")
}

let nicknames: [String?] = ["Ace", nil, "Bolt", nil, "Comet"]
for case let name? in nicknames {
    print("Nickname: \(name)")
}
let missing = nicknames.filter { $0 == nil }.count
print("Missing nicknames: \(missing)")

let age: Int? = 17
if case (13...19)? = age {
    print("Teenager")
}
if case .some(let years) = age, years >= 18 {
    print("Adult")
} else {
    print("Minor")
}

// expect: Order 101 in transit: ZX-44
// expect: Order 104 returned: damaged
// expect: Order 106 delivered late (day 12)
// expect: zx-44
// expect: no tracking
// expect: Delivered #102 on day 3
// expect: Delivered #106 on day 12
// expect: Nickname: Ace
// expect: Nickname: Bolt
// expect: Nickname: Comet
// expect: Missing nicknames: 2
// expect: Teenager
// expect: Minor
