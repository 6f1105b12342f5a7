// App code style: result builder with buildExpression collecting shopping cart line items
struct LineItem {
    let name: String
    let cents: Int
    let qty: Int
}

@resultBuilder
enum CartBuilder {
    static func buildExpression(_ item: LineItem) -> [LineItem] { [item] }
    static func buildExpression(_ items: [LineItem]) -> [LineItem] { items }
    static func buildExpression(_ name: String) -> [LineItem] {
        [LineItem(name: name, cents: 100, qty: 1)]
    }
    static func buildBlock(_ parts: [LineItem]...) -> [LineItem] {
        parts.flatMap { $0 }
    }
    static func buildOptional(_ part: [LineItem]?) -> [LineItem] { part ?? [] }
    static func buildEither(first part: [LineItem]) -> [LineItem] { part }
    static func buildEither(second part: [LineItem]) -> [LineItem] { part }
    static func buildArray(_ parts: [[LineItem]]) -> [LineItem] { parts.flatMap { $0 } }
}

struct Cart {
    let items: [LineItem]
    init(@CartBuilder _ build: () -> [LineItem]) {
        items = build()
    }
    var total: Int { items.reduce(0) { $0 + $1.cents * $1.qty } }

    func receipt() -> [String] {
        var lines = items.map { item -> String in
            let sub = item.cents * item.qty
            return "\(item.name) x\(item.qty) = \(sub / 100).\(sub % 100 < 10 ? "0" : "")\(sub % 100)"
        }
        lines.append("TOTAL \(total / 100).\(total % 100 < 10 ? "0" : "")\(total % 100)")
        return lines
    }
}

let isMember = true
let extras = ["Napkins", "Straws"]
let cart = Cart {
    LineItem(name: "Coffee", cents: 350, qty: 2)
    "Sticker"
    if isMember {
        LineItem(name: "Member discount", cents: -105, qty: 1)
    }
    for extra in extras {
        LineItem(name: extra, cents: 5, qty: 10)
    }
    [LineItem(name: "Bagel", cents: 275, qty: 1), LineItem(name: "Jam", cents: 50, qty: 3)]
}
for line in cart.receipt() {
    print(line)
}

let small = Cart {
    if isMember && extras.isEmpty {
        "Impossible"
    } else {
        LineItem(name: "Tea", cents: 199, qty: 1)
    }
}
print(small.receipt().joined(separator: " | "))
// expect: Coffee x2 = 7.00
// expect: Sticker x1 = 1.00
// expect: Member discount x1 = -1.0-5
// expect: Napkins x10 = 0.50
// expect: Straws x10 = 0.50
// expect: Bagel x1 = 2.75
// expect: Jam x3 = 1.50
// expect: TOTAL 12.20
// expect: Tea x1 = 1.99 | TOTAL 1.99
