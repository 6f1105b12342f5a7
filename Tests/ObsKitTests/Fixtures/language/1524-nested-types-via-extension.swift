// Nested types added by an extension, nested types referring to the outer type's statics, and a nested enum used as a dictionary key.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Order {
    var lines: [Line] = []
    var status: Status = .draft
    static let taxRate = 0.25
}

extension Order {
    struct Line {
        let product: String
        let cents: Int
        var withTax: Int { cents + Int(Double(cents) * Order.taxRate) }
    }

    enum Status: String, CaseIterable {
        case draft, paid, shipped

        var next: Status? {
            let all = Status.allCases
            let i = all.firstIndex(of: self)!
            return i + 1 < all.count ? all[i + 1] : nil
        }
    }

    mutating func advance() -> Bool {
        guard let n = status.next else { return false }
        status = n
        return true
    }

    var total: Int { lines.reduce(0) { $0 + $1.withTax } }
}

var order = Order()
order.lines.append(Order.Line(product: "lamp", cents: 4000))
order.lines.append(.init(product: "bulb", cents: 400))
print(order.total, order.status.rawValue)
while order.advance() {
    print("now", order.status)
}
print(order.advance(), order.status)

var counts: [Order.Status: Int] = [:]
for s in [Order.Status.paid, .draft, .paid] { counts[s, default: 0] += 1 }
print(Order.Status.allCases.map { "\($0.rawValue)=\(counts[$0] ?? 0)" })

// expect: 5500 draft
// expect: now paid
// expect: now shipped
// expect: false shipped
// expect: ["draft=1", "paid=2", "shipped=0"]
