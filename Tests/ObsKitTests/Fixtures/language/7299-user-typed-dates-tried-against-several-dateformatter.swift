// Hacking with Swift style (import wizard): user-typed dates tried against several DateFormatter patterns in order, normalised to yyyy-MM-dd
import Foundation

func makeFormatter(_ pattern: String) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = pattern
    formatter.isLenient = false
    return formatter
}

let candidates = ["yyyy-MM-dd", "MMM d, yyyy", "dd/MM/yyyy", "yyyyMMdd", "EEEE, MMM d, yyyy"]
let parsers = candidates.map(makeFormatter)
let output = makeFormatter("yyyy-MM-dd")

func normalise(_ text: String) -> (String, String)? {
    for (pattern, parser) in zip(candidates, parsers) {
        if let date = parser.date(from: text) {
            return (output.string(from: date), pattern)
        }
    }
    return nil
}

let inputs = [
    "2024-07-09",
    "Jul 9, 2024",
    "09/07/2024",
    "20240709",
    "Tuesday, Jul 9, 2024",
    "9th of July",
    "2024-13-40",
]

var accepted = 0
for input in inputs {
    if let (normalised, pattern) = normalise(input) {
        accepted += 1
        print("\(input) -> \(normalised)  [\(pattern)]")
    } else {
        print("\(input) -> ??")
    }
}
print("accepted \(accepted) of \(inputs.count)")

let roundTrip = makeFormatter("MMM d, yyyy")
let dates = inputs.compactMap { normalise($0) }.compactMap { output.date(from: $0.0) }
print("all the same day:", Set(dates.map { $0.timeIntervalSince1970 }).count == 1)
print("pretty:", roundTrip.string(from: dates[0]))

// expect: 2024-07-09 -> 2024-07-09  [yyyy-MM-dd]
// expect: Jul 9, 2024 -> 2024-07-09  [MMM d, yyyy]
// expect: 09/07/2024 -> 2024-07-09  [dd/MM/yyyy]
// expect: 20240709 -> 2024-07-09  [yyyyMMdd]
// expect: Tuesday, Jul 9, 2024 -> 2024-07-09  [EEEE, MMM d, yyyy]
// expect: 9th of July -> ??
// expect: 2024-13-40 -> ??
// expect: accepted 5 of 7
// expect: all the same day: true
// expect: pretty: Jul 9, 2024
