// Tutorial style (custom dates): .custom date decoding that accepts several formats and a custom encoder
import Foundation

enum DateParsing {
    static let formats = ["yyyy-MM-dd'T'HH:mm:ssZ", "yyyy-MM-dd", "dd/MM/yyyy HH:mm"]

    static func formatter(_ format: String) -> DateFormatter {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = format
        return f
    }
}

struct Reading: Codable {
    let sensor: String
    let takenAt: Date
}

let decoder = JSONDecoder()
decoder.dateDecodingStrategy = .custom { decoder in
    let container = try decoder.singleValueContainer()
    if let seconds = try? container.decode(Double.self) {
        return Date(timeIntervalSince1970: seconds)
    }
    let text = try container.decode(String.self)
    for format in DateParsing.formats {
        if let date = DateParsing.formatter(format).date(from: text) {
            return date
        }
    }
    throw DecodingError.dataCorruptedError(in: container, debugDescription: "Unsupported date: \(text)")
}

let json = """
[
  {"sensor": "A", "takenAt": "2023-06-01T12:00:00+0000"},
  {"sensor": "B", "takenAt": "2023-06-02"},
  {"sensor": "C", "takenAt": "03/06/2023 18:45"},
  {"sensor": "D", "takenAt": 1685836800}
]
"""
let readings = try decoder.decode([Reading].self, from: Data(json.utf8))
for r in readings {
    print(r.sensor, Int(r.takenAt.timeIntervalSince1970))
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
encoder.dateEncodingStrategy = .custom { date, encoder in
    var container = encoder.singleValueContainer()
    try container.encode("day-\(Int(date.timeIntervalSince1970) / 86_400)")
}
print(String(decoding: try encoder.encode(readings), as: UTF8.self))

do {
    _ = try decoder.decode(Reading.self, from: Data(#"{"sensor": "E", "takenAt": "June 5th"}"#.utf8))
} catch DecodingError.dataCorrupted(let ctx) {
    print(ctx.debugDescription, ctx.codingPath.map(\.stringValue))
}

// expect: A 1685620800
// expect: B 1685664000
// expect: C 1685817900
// expect: D 1685836800
// expect: [{"sensor":"A","takenAt":"day-19509"},{"sensor":"B","takenAt":"day-19510"},{"sensor":"C","takenAt":"day-19511"},{"sensor":"D","takenAt":"day-19512"}]
// expect: Unsupported date: June 5th ["takenAt"]
