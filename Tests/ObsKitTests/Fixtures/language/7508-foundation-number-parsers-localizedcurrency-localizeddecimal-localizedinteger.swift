// RegexBuilder style (Foundation number parsers): localizedCurrency, localizedDecimal and localizedInteger captures
import Foundation
import RegexBuilder

let usd = Locale(identifier: "en_US")
let de = Locale(identifier: "de_DE")

let invoiceLine = Regex {
    Capture { OneOrMore(.word) }
    OneOrMore(.whitespace)
    Capture { .localizedInteger(locale: usd) }
    " @ "
    Capture { .localizedCurrency(code: "USD", locale: usd) }
}

let invoice = """
widgets   1,200 @ $0.25
gizmos    3 @ $1,049.99
sprockets 15 @ $12.00
"""

var total = Decimal(0)
for m in invoice.matches(of: invoiceLine) {
    let (_, item, qty, price) = m.output
    let line = Decimal(qty) * price
    total += line
    print(item, qty, price, line)
}
print("total:", total)

let germanPrice = Regex {
    Capture { .localizedDecimal(locale: de) }
    " €"
}
if let m = "Preis: 1.234,56 € inkl.".firstMatch(of: germanPrice) {
    print("german decimal:", m.output.1)
}

let measure = Regex {
    Capture { .localizedDouble(locale: usd) }
    ZeroOrMore(.whitespace)
    Capture { ChoiceOf { "kg"; "g" } }
}
for s in ["weight 2.5 kg", "weight 750g", "weight heavy"] {
    if let m = s.firstMatch(of: measure) {
        let grams = m.output.2 == "kg" ? m.output.1 * 1000 : m.output.1
        print(s, "->", grams, "g")
    } else {
        print(s, "-> unknown")
    }
}
// expect: widgets 1200 0.25 300
// expect: gizmos 3 1049.99 3149.97
// expect: sprockets 15 12 180
// expect: total: 3629.97
// expect: german decimal: 1234.56
// expect: weight 2.5 kg -> 2500.0 g
// expect: weight 750g -> 750.0 g
// expect: weight heavy -> unknown
