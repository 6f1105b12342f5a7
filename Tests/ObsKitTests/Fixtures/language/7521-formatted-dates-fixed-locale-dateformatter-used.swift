// Tutorial style (formatted dates): a fixed-locale DateFormatter used as a .formatted date strategy
import Foundation

extension DateFormatter {
    static let apiDay: DateFormatter = {
        let formatter = DateFormatter()
        formatter.calendar = Calendar(identifier: .iso8601)
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter
    }()
}

struct Holiday: Codable {
    let name: String
    let date: Date
    let country: String
}

let json = """
[
  {"name": "New Year", "date": "2025-01-01", "country": "PT"},
  {"name": "Liberty Day", "date": "2025-04-25", "country": "PT"},
  {"name": "Bastille Day", "date": "2025-07-14", "country": "FR"}
]
"""

let decoder = JSONDecoder()
decoder.dateDecodingStrategy = .formatted(.apiDay)
let holidays = try decoder.decode([Holiday].self, from: Data(json.utf8))

let pretty = DateFormatter()
pretty.locale = Locale(identifier: "en_US_POSIX")
pretty.timeZone = TimeZone(secondsFromGMT: 0)
pretty.dateFormat = "EEEE, d MMMM yyyy"

for holiday in holidays {
    print("\(holiday.name) (\(holiday.country)): \(pretty.string(from: holiday.date))")
}
let gap = holidays[2].date.timeIntervalSince(holidays[1].date) / 86_400
print("Days between last two: \(Int(gap))")

let encoder = JSONEncoder()
encoder.dateEncodingStrategy = .formatted(.apiDay)
encoder.outputFormatting = .sortedKeys
let moved = Holiday(name: "Moved", date: holidays[0].date.addingTimeInterval(86_400 * 40), country: "XX")
print(String(decoding: try encoder.encode(moved), as: UTF8.self))

do {
    _ = try decoder.decode(Holiday.self, from: Data(#"{"name":"X","date":"01/02/2025","country":"US"}"#.utf8))
} catch DecodingError.dataCorrupted(let context) {
    print("Bad date: \(context.debugDescription)")
}

// expect: New Year (PT): Wednesday, 1 January 2025
// expect: Liberty Day (PT): Friday, 25 April 2025
// expect: Bastille Day (FR): Monday, 14 July 2025
// expect: Days between last two: 80
// expect: {"country":"XX","date":"2025-02-10","name":"Moved"}
// expect: Bad date: Date string does not match format expected by formatter.
