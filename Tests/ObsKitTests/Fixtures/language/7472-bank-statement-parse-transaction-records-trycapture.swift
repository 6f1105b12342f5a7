// RegexBuilder style (bank statement): parse transaction records with TryCapture and transforms, WWDC22 style
import RegexBuilder

enum TransactionKind: String {
    case credit = "CREDIT"
    case debit = "DEBIT"
}

let statement = """
CREDIT    03/02/2022    John Appleseed    $200.23
CREDIT    03/03/2022    Sally Smith    $1,000.00
DEBIT     03/03/2022    Joe Bloggs    $12.50
REFUND    03/04/2022    Ann Other    $5.00
DEBIT     03/05/2022    Ravi Patel    $70.05
"""

let fieldSeparator = Regex {
    ChoiceOf {
        "\t"
        Repeat(" ", 2...)
    }
}

let transaction = Regex {
    TryCapture {
        OneOrMore(.word)
    } transform: { TransactionKind(rawValue: String($0)) }
    fieldSeparator
    Capture {
        Repeat(.digit, count: 2); "/"; Repeat(.digit, count: 2); "/"; Repeat(.digit, count: 4)
    }
    fieldSeparator
    Capture {
        OneOrMore(.any, .reluctant)
    }
    fieldSeparator
    "$"
    TryCapture {
        OneOrMore(.digit.union(.anyOf(",")))
        "."
        Repeat(.digit, count: 2)
    } transform: { text -> Double? in
        Double(text.filter { $0 != "," })
    }
}

var total = 0.0
for line in statement.split(separator: "\n") {
    guard let match = line.wholeMatch(of: transaction) else {
        print("skipped: \(line.prefix(6))")
        continue
    }
    let (_, kind, date, name, amount) = match.output
    let signed = kind == .credit ? amount : -amount
    total += signed
    print("\(kind.rawValue.lowercased()) on \(date) by \(name): \(signed)")
}
print("balance:", total)
// expect: credit on 03/02/2022 by John Appleseed: 200.23
// expect: credit on 03/03/2022 by Sally Smith: 1000.0
// expect: debit on 03/03/2022 by Joe Bloggs: -12.5
// expect: skipped: REFUND
// expect: debit on 03/05/2022 by Ravi Patel: -70.05
// expect: balance: 1117.68
