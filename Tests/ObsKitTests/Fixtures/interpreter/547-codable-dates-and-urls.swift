// Dates and URLs decoded by a type's own init(from:): a date string parsed with a formatter, a URL checked,
// a timestamp as a Date, and the values written back in encode(to:).
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
import Foundation

struct Event: Codable {
    var title: String
    var day: Date
    var link: URL?
    var createdAt: Date

    enum CodingKeys: String, CodingKey {
        case title, day, link, createdAt = "created_at"
    }

    static let dayFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.locale = Locale(identifier: "en_US_POSIX")
        return formatter
    }()

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(String.self, forKey: .title)
        let dayText = try container.decode(String.self, forKey: .day)
        guard let day = Event.dayFormatter.date(from: dayText) else {
            throw DecodingError.dataCorruptedError(forKey: .day, in: container,
                                                   debugDescription: "Expected yyyy-MM-dd, got \(dayText)")
        }
        self.day = day
        if let text = try container.decodeIfPresent(String.self, forKey: .link) {
            link = URL(string: text)
        } else {
            link = nil
        }
        let seconds = try container.decode(Double.self, forKey: .createdAt)
        createdAt = Date(timeIntervalSince1970: seconds)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(title, forKey: .title)
        try container.encode(Event.dayFormatter.string(from: day), forKey: .day)
        try container.encodeIfPresent(link, forKey: .link)
        try container.encode(createdAt.timeIntervalSince1970, forKey: .createdAt)
    }
}

struct Bookmark: Codable {
    var url: URL
    var added: Date
}

let json = #"""
[{"title": "Launch", "day": "2024-06-10", "link": "https://example.com/launch", "created_at": 1700000000},
 {"title": "Retro", "day": "2024-06-21", "created_at": 1700003600.5}]
"""#
let events = try JSONDecoder().decode([Event].self, from: Data(json.utf8))
for event in events {
    print(event.title, event.day.timeIntervalSince1970, event.link?.host ?? "no link", event.createdAt.timeIntervalSince1970)
}
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
print(String(decoding: try encoder.encode(events), as: UTF8.self))

do {
    _ = try JSONDecoder().decode(Event.self, from: Data(#"{"title": "Bad", "day": "10/06/2024", "created_at": 0}"#.utf8))
} catch DecodingError.dataCorrupted(let context) {
    print(context.debugDescription)
    print(context.codingPath.map(\.stringValue))
}

// A synthesized type with URL and Date fields, inside one that decodes by hand.
struct Library: Decodable {
    var marks: [Bookmark]
    init(from decoder: Decoder) throws {
        var list = try decoder.unkeyedContainer()
        var marks: [Bookmark] = []
        while !list.isAtEnd {
            marks.append(try list.decode(Bookmark.self))
        }
        self.marks = marks
    }
}
let isoDecoder = JSONDecoder()
isoDecoder.dateDecodingStrategy = .iso8601
let library = try isoDecoder.decode(Library.self, from: Data(#"[{"url": "https://swift.org/blog", "added": "2024-01-02T03:04:05Z"}]"#.utf8))
print(library.marks[0].url.path, library.marks[0].added.timeIntervalSince1970)

// expect: Launch 1717977600.0 example.com 1700000000.0
// expect: Retro 1718928000.0 no link 1700003600.5
// expect: [{"created_at":1700000000,"day":"2024-06-10","link":"https://example.com/launch","title":"Launch"},{"created_at":1700003600.5,"day":"2024-06-21","title":"Retro"}]
// expect: Expected yyyy-MM-dd, got 10/06/2024
// expect: ["day"]
// expect: /blog 1704164645.0
