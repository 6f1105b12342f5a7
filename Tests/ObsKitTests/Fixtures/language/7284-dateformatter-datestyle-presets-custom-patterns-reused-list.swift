// Sarunw style (order history): DateFormatter with dateStyle presets and custom patterns, reused for a list of orders
import Foundation

let zone = TimeZone(identifier: "UTC")!

func makeFormatter(style: DateFormatter.Style) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.timeZone = zone
    formatter.dateStyle = style
    formatter.timeStyle = .none
    return formatter
}

let styles: [(String, DateFormatter.Style)] = [("short", .short), ("medium", .medium), ("long", .long), ("full", .full)]
let sampleDate = Date(timeIntervalSince1970: 1_735_603_200)  // 2024-12-31 00:00 UTC
for (name, style) in styles {
    print(name.padding(toLength: 7, withPad: " ", startingAt: 0), makeFormatter(style: style).string(from: sampleDate))
}

struct Order {
    let id: Int
    let placed: TimeInterval
    let items: Int
}

let orders = [
    Order(id: 1042, placed: 1_733_011_200, items: 3),
    Order(id: 1043, placed: 1_733_097_600 + 3_600 * 13, items: 1),
    Order(id: 1044, placed: 1_735_603_200 + 60 * 59, items: 5),
]

let medium = makeFormatter(style: .medium)
let timePattern = DateFormatter()
timePattern.locale = Locale(identifier: "en_US_POSIX")
timePattern.timeZone = zone
timePattern.dateFormat = "h:mm a"

for order in orders {
    let date = Date(timeIntervalSince1970: order.placed)
    print("#\(order.id)  \(medium.string(from: date))  \(timePattern.string(from: date))  \(order.items) item(s)")
}

let compact = DateFormatter()
compact.locale = Locale(identifier: "en_US_POSIX")
compact.timeZone = zone
compact.dateFormat = "yyyyMMdd"
print("archive name:", "orders-" + compact.string(from: sampleDate) + ".csv")
print("parsed back:", compact.date(from: "20241231").map { Int($0.timeIntervalSince1970) } ?? -1)

// expect: short   12/31/24
// expect: medium  Dec 31, 2024
// expect: long    December 31, 2024
// expect: full    Tuesday, December 31, 2024
// expect: #1042  Dec 1, 2024  12:00 AM  3 item(s)
// expect: #1043  Dec 2, 2024  1:00 PM  1 item(s)
// expect: #1044  Dec 31, 2024  12:59 AM  5 item(s)
// expect: archive name: orders-20241231.csv
// expect: parsed back: 1735603200
