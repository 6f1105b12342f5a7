// RegexBuilder style (prices): find prices in text, convert to cents, and reformat them with replacing
import RegexBuilder

let ad = "Coffee $3.50, Bagel $2, Combo $5.25 (was $6.00). Tip jar: $0.99 each, or 4 for $3"

let dollars = Reference(Int.self)
let cents = Reference(Int.self)

let price = Regex {
    "$"
    Capture(as: dollars) {
        OneOrMore(.digit)
    } transform: { Int($0)! }
    Optionally {
        "."
        Capture(as: cents) {
            Repeat(.digit, count: 2)
        } transform: { Int($0)! }
    }
}

var totalCents = 0
for m in ad.matches(of: price) {
    let c = m.output.2 ?? 0
    let value = m[dollars] * 100 + c
    totalCents += value
    print(m.output.0, "->", value, "cents")
}
print("sum:", totalCents)

let euros = ad.replacing(price) { m -> String in
    let c = m.output.2 ?? 0
    let s = c < 10 ? "0\(c)" : "\(c)"
    return "\(m.output.1),\(s) €"
}
print(euros)

print(ad.contains(price), "no prices".contains(price))
let cheap = ad.matches(of: price).filter { $0.output.1 < 3 }.map { String($0.output.0) }
print(cheap)
// expect: $3.50 -> 350 cents
// expect: $2 -> 200 cents
// expect: $5.25 -> 525 cents
// expect: $6.00 -> 600 cents
// expect: $0.99 -> 99 cents
// expect: $3 -> 300 cents
// expect: sum: 2074
// expect: Coffee 3,50 €, Bagel 2,00 €, Combo 5,25 € (was 6,00 €). Tip jar: 0,99 € each, or 4 for 3,00 €
// expect: true false
// expect: ["$2", "$0.99"]
