// App code style: fixed-width receipt with centered header, right-aligned prices and discount lines
struct Item {
    let name: String
    let qty: Int
    let unitCents: Int
    let discountPct: Int
}

let width = 32

func money(_ c: Int) -> String {
    let neg = c < 0
    let a = neg ? -c : c
    var whole = String(a / 100)
    var grouped = ""
    while whole.count > 3 {
        grouped = "," + whole.suffix(3) + grouped
        whole = String(whole.dropLast(3))
    }
    grouped = whole + grouped
    let f = a % 100
    return (neg ? "-" : "") + grouped + "." + (f < 10 ? "0" : "") + String(f)
}

func center(_ s: String) -> String {
    let gap = max(0, width - s.count)
    return String(repeating: " ", count: gap / 2) + s
}

func row(_ left: String, _ right: String) -> String {
    let space = width - left.count - right.count
    if space >= 1 { return left + String(repeating: " ", count: space) + right }
    let cut = String(left.prefix(width - right.count - 2)) + "…"
    return cut + String(repeating: " ", count: width - cut.count - right.count) + right
}

let items = [
    Item(name: "Espresso", qty: 2, unitCents: 275, discountPct: 0),
    Item(name: "Croissant au beurre", qty: 3, unitCents: 320, discountPct: 10),
    Item(name: "Extra-large hazelnut latte w/ oat milk", qty: 1, unitCents: 595, discountPct: 0),
    Item(name: "Gift box", qty: 1, unitCents: 125000, discountPct: 15),
    Item(name: "Bag", qty: 1, unitCents: 0, discountPct: 0),
]

print(String(repeating: "=", count: width))
print(center("CAFÉ ÉTOILE"))
print(center("12 Rue des Fleurs"))
print(String(repeating: "=", count: width))
var subtotal = 0
var savings = 0
for item in items {
    let gross = item.qty * item.unitCents
    print(row(item.name, money(gross)))
    if item.qty > 1 {
        print("  \(item.qty) x \(money(item.unitCents))")
    }
    if item.discountPct > 0 {
        let off = (gross * item.discountPct + 50) / 100
        savings += off
        print(row("  -\(item.discountPct)% off", "-" + money(off)))
    }
    subtotal += gross
}
print(String(repeating: "-", count: width))
let net = subtotal - savings
let vat = (net * 20 + 50) / 120
print(row("Subtotal", money(subtotal)))
print(row("Savings", "-" + money(savings)))
print(row("TOTAL", money(net)))
print(row("  incl. VAT 20%", money(vat)))
print(String(repeating: "-", count: width))
for (tender, amount) in [("Cash", 100000), ("Card", net - 100000)] {
    print(row(tender, money(amount)))
}
print(center("Merci ☕ À bientôt!"))
print(money(-123456789), money(99), money(100000))
// expect: ================================
// expect:           CAFÉ ÉTOILE
// expect:        12 Rue des Fleurs
// expect: ================================
// expect: Espresso                    5.50
// expect:   2 x 2.75
// expect: Croissant au beurre         9.60
// expect:   3 x 3.20
// expect:   -10% off                 -0.96
// expect: Extra-large hazelnut latte… 5.95
// expect: Gift box                1,250.00
// expect:   -15% off               -187.50
// expect: Bag                         0.00
// expect: --------------------------------
// expect: Subtotal                1,271.05
// expect: Savings                  -188.46
// expect: TOTAL                   1,082.59
// expect:   incl. VAT 20%           180.43
// expect: --------------------------------
// expect: Cash                    1,000.00
// expect: Card                       82.59
// expect:        Merci ☕ À bientôt!
// expect: -1,234,567.89 0.99 1,000.00
