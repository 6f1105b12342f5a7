// Swift Regex style (extracting amounts): matches(of:) over an invoice text, reading match.1 and match.2 from the output tuple
let invoice = """
Coffee beans x2 @ $12.50
Milk x1 @ $3.20
Filters x3 @ $4.00
Delivery fee @ $5.75
"""

let itemPattern = #/(\w[\w ]*?) x(\d+) @ \$(\d+\.\d{2})/#

var totalCents = 0
for match in invoice.matches(of: itemPattern) {
    let name = match.1
    let quantity = Int(match.2)!
    let parts = match.3.split(separator: ".")
    let unitCents = Int(parts[0])! * 100 + Int(parts[1])!
    let lineCents = unitCents * quantity
    totalCents += lineCents
    print("\(name): \(quantity) x \(unitCents)c = \(lineCents)c")
}

let allAmounts = invoice.matches(of: #/\$(\d+)\.(\d\d)/#).map { m in
    Int(m.output.1)! * 100 + Int(m.output.2)!
}
print("every amount:", allAmounts)
print("items total: \(totalCents / 100).\(totalCents % 100)")
let fee = allAmounts.last ?? 0
let grand = totalCents + fee
print("with delivery: \(grand / 100).\(grand % 100 < 10 ? "0" : "")\(grand % 100)")

// expect: Coffee beans: 2 x 1250c = 2500c
// expect: Milk: 1 x 320c = 320c
// expect: Filters: 3 x 400c = 1200c
// expect: every amount: [1250, 320, 400, 575]
// expect: items total: 40.20
// expect: with delivery: 45.95
