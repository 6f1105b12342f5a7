// Hacking with Swift style (stats dashboard): numbers shown with .number precision, grouping(.never), percent and rounding styles in en_US
import Foundation

let us = Locale(identifier: "en_US")

struct Metric {
    let name: String
    let value: Double
}

let metrics = [
    Metric(name: "Page views", value: 1_284_503),
    Metric(name: "Avg. session (s)", value: 187.456),
    Metric(name: "Bounce rate", value: 0.41237),
    Metric(name: "Revenue", value: 98_765.4321),
]

let twoDecimals = FloatingPointFormatStyle<Double>.number.precision(.fractionLength(2)).locale(us)
print(metrics[0].name + ":", metrics[0].value.formatted(.number.locale(us)))
print(metrics[0].name + " (raw):", metrics[0].value.formatted(.number.grouping(.never).locale(us)))
print(metrics[1].name + ":", metrics[1].value.formatted(twoDecimals))
print(metrics[1].name + " (whole):", metrics[1].value.formatted(.number.precision(.fractionLength(0)).locale(us)))
print(metrics[2].name + ":", metrics[2].value.formatted(.percent.precision(.fractionLength(1)).locale(us)))
print(metrics[3].name + ":", metrics[3].value.formatted(.currency(code: "USD").locale(us)))
print(metrics[3].name + " (rounded):", metrics[3].value.formatted(.number.rounded(rule: .down, increment: 100).locale(us)))

let userCounts = [12, 1_500, 42_000, 3_250_000]
for count in userCounts {
    print(count.formatted(.number.locale(us)), "|", count.formatted(.number.grouping(.never).locale(us)))
}

let growth = [0.052, -0.013, 1.25]
print(growth.map { $0.formatted(.percent.locale(us)) }.joined(separator: ", "))

let significant = 3.14159265.formatted(.number.precision(.significantDigits(3)).locale(us))
print("pi to 3 significant digits:", significant)
let padded = 7.formatted(.number.precision(.integerLength(3)).locale(us))
print("zero padded:", padded)
let total = metrics.map(\.value).reduce(0, +)
print("sum:", total.formatted(twoDecimals))

// expect: Page views: 1,284,503
// expect: Page views (raw): 1284503
// expect: Avg. session (s): 187.46
// expect: Avg. session (s) (whole): 187
// expect: Bounce rate: 41.2%
// expect: Revenue: $98,765.43
// expect: Revenue (rounded): 98,700
// expect: 12 | 12
// expect: 1,500 | 1500
// expect: 42,000 | 42000
// expect: 3,250,000 | 3250000
// expect: 5.2%, -1.3%, 125%
// expect: pi to 3 significant digits: 3.14
// expect: zero padded: 007
// expect: sum: 1,383,456.30
