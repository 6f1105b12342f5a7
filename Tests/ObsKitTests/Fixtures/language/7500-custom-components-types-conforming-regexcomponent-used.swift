// RegexBuilder style (custom components): types conforming to RegexComponent used inside Regex builders
import RegexBuilder

struct Money: RegexComponent {
    var symbol: Character
    var regex: Regex<(Substring, Int)> {
        Regex {
            String(symbol)
            Capture {
                OneOrMore(.digit)
                Optionally {
                    "."
                    Repeat(.digit, count: 2)
                }
            } transform: { s -> Int in
                let parts = s.split(separator: ".")
                let whole = Int(parts[0])! * 100
                return parts.count > 1 ? whole + Int(parts[1])! : whole
            }
        }
    }
}

struct Quantity: RegexComponent {
    var regex: Regex<(Substring, Int)> {
        Regex {
            Capture { OneOrMore(.digit) } transform: { Int($0)! }
            ChoiceOf {
                " x "
                "x"
                " × "
            }
        }
    }
}

let lineItem = Regex {
    Quantity()
    Capture { OneOrMore(.word.union(.whitespace), .reluctant) }
    " @ "
    Money(symbol: "$")
}

let receipt = """
2 x Coffee @ $3.50
1x Blueberry Muffin @ $2.75
3 × Water @ $1
Tax @ $0.80
"""

var total = 0
for m in receipt.matches(of: lineItem) {
    let (_, qty, name, cents) = m.output
    let lineTotal = qty * cents
    total += lineTotal
    print(name, qty, cents, lineTotal)
}
print("items total:", total)

let euroAmounts = "€5 then €12.40 and $3".matches(of: Money(symbol: "€")).map(\.output.1)
print(euroAmounts)
print("$19.99".wholeMatch(of: Money(symbol: "$"))?.output.1 ?? -1)
// expect: Coffee 2 350 700
// expect:  Blueberry Muffin 1 275 275
// expect: Water 3 100 300
// expect: items total: 1275
// expect: [500, 1240]
// expect: 1999
