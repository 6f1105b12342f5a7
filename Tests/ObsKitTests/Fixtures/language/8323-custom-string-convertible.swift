// App model layer: CustomStringConvertible and CustomDebugStringConvertible for models in logs
struct Money: CustomStringConvertible {
    let cents: Int
    let currency: String
    var description: String {
        let symbol = ["USD": "$", "EUR": "€", "GBP": "£"][currency] ?? currency + " "
        let whole = cents / 100, frac = abs(cents % 100)
        return "\(symbol)\(whole).\(frac < 10 ? "0\(frac)" : "\(frac)")"
    }
}

enum OrderStatus: CustomStringConvertible {
    case placed, shipped(carrier: String), delivered, cancelled(reason: String?)
    var description: String {
        switch self {
        case .placed: return "Placed"
        case .shipped(let carrier): return "Shipped via \(carrier)"
        case .delivered: return "Delivered"
        case .cancelled(let reason?): return "Cancelled (\(reason))"
        case .cancelled(nil): return "Cancelled"
        }
    }
}

struct LineItem: CustomStringConvertible, CustomDebugStringConvertible {
    let name: String
    let qty: Int
    let price: Money
    var description: String { "\(qty)× \(name) @ \(price)" }
    var debugDescription: String { "LineItem(name: \(name.debugDescription), qty: \(qty), cents: \(price.cents))" }
}

struct Order: CustomStringConvertible {
    let number: Int
    let items: [LineItem]
    var status: OrderStatus
    var total: Money {
        Money(cents: items.reduce(0) { $0 + $1.qty * $1.price.cents }, currency: items.first?.price.currency ?? "USD")
    }
    var description: String {
        "Order #\(number) [\(status)] \(items.count) items, total \(total)"
    }
}

let items = [
    LineItem(name: "Notebook", qty: 3, price: Money(cents: 450, currency: "EUR")),
    LineItem(name: "Pen \"Fine\"", qty: 2, price: Money(cents: 199, currency: "EUR")),
]
var order = Order(number: 1042, items: items, status: .placed)
print(order)
order.status = .shipped(carrier: "DHL")
print("\(order)")
print(items)
debugPrint(items[1])
print(String(describing: items[0]), String(reflecting: items[0]), separator: " | ")
let statuses: [OrderStatus] = [.delivered, .cancelled(reason: "out of stock"), .cancelled(reason: nil)]
print(statuses.map(\.description).joined(separator: "; "))
print(Money(cents: 1005, currency: "JPY"), Money(cents: 99, currency: "GBP"))
let optionalTotal: Money? = order.total
print(optionalTotal as Any, optionalTotal!)

// expect: Order #1042 [Placed] 2 items, total €17.48
// expect: Order #1042 [Shipped via DHL] 2 items, total €17.48
// expect: [LineItem(name: "Notebook", qty: 3, cents: 450), LineItem(name: "Pen \"Fine\"", qty: 2, cents: 199)]
// expect: LineItem(name: "Pen \"Fine\"", qty: 2, cents: 199)
// expect: 3× Notebook @ €4.50 | LineItem(name: "Notebook", qty: 3, cents: 450)
// expect: Delivered; Cancelled (out of stock); Cancelled
// expect: JPY 10.05 £0.99
// expect: Optional(€17.48) €17.48
