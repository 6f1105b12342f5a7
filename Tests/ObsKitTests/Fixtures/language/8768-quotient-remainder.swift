// Apple docs style (BinaryInteger.quotientAndRemainder(dividingBy:)): clocks, change and pages
func formatDuration(_ totalSeconds: Int) -> String {
    let (hours, rest) = totalSeconds.quotientAndRemainder(dividingBy: 3600)
    let (minutes, seconds) = rest.quotientAndRemainder(dividingBy: 60)
    let mm = minutes < 10 ? "0\(minutes)" : "\(minutes)"
    let ss = seconds < 10 ? "0\(seconds)" : "\(seconds)"
    return "\(hours):\(mm):\(ss)"
}
for s in [0, 59, 61, 3600, 3725, 86399] {
    print("\(s)s = \(formatDuration(s))")
}

// Making change greedily
func change(_ cents: Int) -> [(Int, Int)] {
    var remaining = cents
    var result: [(Int, Int)] = []
    for coin in [25, 10, 5, 1] {
        let (count, rest) = remaining.quotientAndRemainder(dividingBy: coin)
        if count > 0 { result.append((coin, count)) }
        remaining = rest
    }
    return result
}
for amount in [41, 99, 30] {
    print("\(amount)c:", change(amount).map { "\($0.1)x\($0.0)" }.joined(separator: " "))
}

// Negative dividends: quotient truncates toward zero, remainder keeps the sign
for (a, b) in [(7, 2), (-7, 2), (7, -2), (-7, -2)] {
    let qr = a.quotientAndRemainder(dividingBy: b)
    print("\(a) / \(b): quotient \(qr.quotient), remainder \(qr.remainder)")
}

// Pagination
let totalItems = 47
let perPage = 10
let (fullPages, leftover) = totalItems.quotientAndRemainder(dividingBy: perPage)
print("pages: \(fullPages + (leftover > 0 ? 1 : 0)), last page has \(leftover == 0 ? perPage : leftover)")

// Digits of a number using repeated division
var n = 90210
var digits: [Int] = []
while n > 0 {
    let (q, r) = n.quotientAndRemainder(dividingBy: 10)
    digits.insert(r, at: 0)
    n = q
}
print("digits:", digits)

// Unsigned and small widths
print(UInt8(200).quotientAndRemainder(dividingBy: 7), Int16(-1000).quotientAndRemainder(dividingBy: 33))

// expect: 0s = 0:00:00
// expect: 59s = 0:00:59
// expect: 61s = 0:01:01
// expect: 3600s = 1:00:00
// expect: 3725s = 1:02:05
// expect: 86399s = 23:59:59
// expect: 41c: 1x25 1x10 1x5 1x1
// expect: 99c: 3x25 2x10 4x1
// expect: 30c: 1x25 1x5
// expect: 7 / 2: quotient 3, remainder 1
// expect: -7 / 2: quotient -3, remainder -1
// expect: 7 / -2: quotient -3, remainder 1
// expect: -7 / -2: quotient 3, remainder -1
// expect: pages: 5, last page has 7
// expect: digits: [9, 0, 2, 1, 0]
// expect: (quotient: 28, remainder: 4) (quotient: -30, remainder: -10)
