// NumberFormatter with en_US_POSIX: styles, fraction digits, rounding modes, grouping, padding, parsing back
import Foundation

func make(_ style: NumberFormatter.Style) -> NumberFormatter {
    let f = NumberFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    f.numberStyle = style
    return f
}

let dec = make(.decimal)
print(dec.string(from: 1234567.891)!, dec.string(from: -0.5)!, dec.string(from: 0)!)
dec.maximumFractionDigits = 2
print(dec.string(from: 3.14159)!, dec.string(from: 2)!, dec.string(from: 1.005)!, dec.string(from: 1.015)!)
let fixed = make(.decimal)
fixed.minimumFractionDigits = 2
print(fixed.string(from: 2)!, fixed.string(from: 0.5)!, fixed.string(from: 1234)!)
dec.usesGroupingSeparator = true
dec.groupingSeparator = ","
dec.groupingSize = 3
print(dec.string(from: 9876543.21)!, dec.string(from: 999.999)!)
dec.roundingMode = .down
print(dec.string(from: 1.239)!, dec.string(from: -1.231)!)
dec.roundingMode = .halfEven
print(dec.string(from: 0.125)!, dec.string(from: 0.135)!)

let none = make(.none)
print(none.string(from: 42.7)!, none.string(from: -42.5)!, none.string(from: 43.5)!)

let pct = make(.percent)
print(pct.string(from: 0.256)!, pct.string(from: 1.5)!, pct.string(from: -0.004)!)
pct.minimumFractionDigits = 1
print(pct.string(from: 0.2567)!)

let sci = make(.scientific)
print(sci.string(from: 12345)!, sci.string(from: 0.00042)!)

let spell = make(.spellOut)
print(spell.string(from: 42)!, "|", spell.string(from: 1001)!, "|", spell.string(from: -7)!)
let ord = make(.ordinal)
print([1, 2, 3, 4, 11, 12, 13, 21, 102].map { ord.string(from: NSNumber(value: $0))! })

let padded = make(.none)
padded.minimumIntegerDigits = 4
print(padded.string(from: 7)!, padded.string(from: 12345)!)
let width = make(.decimal)
width.formatWidth = 8
width.paddingCharacter = "*"
width.paddingPosition = .beforePrefix
print(width.string(from: 42)!, width.string(from: 123456789)!)
let sig = make(.decimal)
sig.usesSignificantDigits = true
sig.maximumSignificantDigits = 3
print(sig.string(from: 123456)!, sig.string(from: 0.0012345)!, sig.string(from: 9.999)!)

let parser = make(.decimal)
print(parser.number(from: "1234.5") as Any, parser.number(from: "abc") as Any, parser.number(from: "-0.25")?.doubleValue as Any)
parser.groupingSeparator = ","
parser.usesGroupingSeparator = true
print(parser.number(from: "1,234,567")?.intValue as Any)
let plus = make(.decimal)
plus.positivePrefix = "+"
plus.negativePrefix = "−"
print(plus.string(from: 5)!, plus.string(from: -5)!, plus.string(from: 0)!)
let cur = make(.currency)
cur.currencyCode = "EUR"
cur.currencySymbol = "€"
print(cur.string(from: 1234.5)!, cur.string(from: -3)!)
print(NumberFormatter.localizedString(from: 1234.5, number: .decimal).isEmpty)

// expect: 1,234,567.891 -0.5 0
// expect: 3.14 2 1 1.02
// expect: 2.00 0.50 1,234.00
// expect: 9,876,543.21 1,000
// expect: 1.23 -1.23
// expect: 0.12 0.14
// expect: 43 -42 44
// expect: 26% 150% -0%
// expect: 25.7%
// expect: 1E+004 4E-004
// expect: forty-two | one thousand one | minus seven
// expect: ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "102nd"]
// expect: 0007 12345
// expect: ******42 123,456,789
// expect: 123,000 0.00123 10
// expect: Optional(1234.5) nil Optional(-0.25)
// expect: Optional(1234567)
// expect: +5 −5 +0
// expect: € 1,234.50 -€ 3.00
// expect: false
