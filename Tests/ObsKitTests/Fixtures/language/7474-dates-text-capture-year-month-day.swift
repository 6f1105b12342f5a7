// RegexBuilder style (dates as text): capture year, month and day as Ints with transform closures
import RegexBuilder

let text = "Released 2022-06-06, patched 2022-07-19; sunset 2024-12-31 and bogus 2023-13-40."

let year = Reference(Int.self)
let month = Reference(Int.self)
let day = Reference(Int.self)

let isoDate = Regex {
    Anchor.wordBoundary
    Capture(as: year) {
        Repeat(.digit, count: 4)
    } transform: { Int($0)! }
    "-"
    TryCapture(as: month) {
        Repeat(.digit, count: 2)
    } transform: { s -> Int? in
        let m = Int(s)!
        return (1...12).contains(m) ? m : nil
    }
    "-"
    TryCapture(as: day) {
        Repeat(.digit, count: 2)
    } transform: { s -> Int? in
        let d = Int(s)!
        return (1...31).contains(d) ? d : nil
    }
    Anchor.wordBoundary
}

let names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

var count = 0
for match in text.matches(of: isoDate) {
    count += 1
    let y = match[year]
    let m = match[month]
    let d = match[day]
    print("\(d) \(names[m - 1]) \(y)  (whole: \(match.output.0))")
}
print("found \(count) valid dates")

if let first = text.firstMatch(of: isoDate) {
    let days = first[year] * 365 + first[month] * 30 + first[day]
    print("rough day number:", days)
}
// expect: 6 Jun 2022  (whole: 2022-06-06)
// expect: 19 Jul 2022  (whole: 2022-07-19)
// expect: 31 Dec 2024  (whole: 2024-12-31)
// expect: found 3 valid dates
// expect: rough day number: 738216
