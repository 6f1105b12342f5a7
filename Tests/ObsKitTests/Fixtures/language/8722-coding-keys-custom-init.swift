// Tutorial style (Kodeco Codable): CodingKeys renaming, custom init(from:) with defaults and encode(to:)
import Foundation

struct Episode: Codable {
    let id: Int
    let title: String
    let durationMinutes: Int
    let isExplicit: Bool
    let guests: [String]

    enum CodingKeys: String, CodingKey {
        case id = "episode_id"
        case title
        case durationMinutes = "duration"
        case isExplicit = "explicit"
        case guests
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(Int.self, forKey: .id)
        title = try c.decode(String.self, forKey: .title).capitalized
        let seconds = try c.decodeIfPresent(Int.self, forKey: .durationMinutes) ?? 0
        durationMinutes = seconds / 60
        isExplicit = try c.decodeIfPresent(Bool.self, forKey: .isExplicit) ?? false
        guests = try c.decodeIfPresent([String].self, forKey: .guests) ?? []
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(title, forKey: .title)
        try c.encode(durationMinutes * 60, forKey: .durationMinutes)
        if isExplicit { try c.encode(isExplicit, forKey: .isExplicit) }
        if !guests.isEmpty { try c.encode(guests, forKey: .guests) }
    }
}

let feed = """
[
  {"episode_id": 1, "title": "getting started", "duration": 1830, "guests": ["Ada"]},
  {"episode_id": 2, "title": "deep dive into enums", "explicit": true},
  {"episode_id": 3, "title": "async all the things", "duration": 2700, "guests": ["Lin", "Omar"]}
]
"""

let episodes = try JSONDecoder().decode([Episode].self, from: Data(feed.utf8))
for ep in episodes {
    let guestText = ep.guests.isEmpty ? "solo" : ep.guests.joined(separator: " & ")
    print("#\(ep.id) \(ep.title) - \(ep.durationMinutes) min, \(guestText)\(ep.isExplicit ? " [E]" : "")")
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
for ep in episodes {
    print(String(decoding: try encoder.encode(ep), as: UTF8.self))
}

let missingID = #"{"title": "oops"}"#
do {
    _ = try JSONDecoder().decode(Episode.self, from: Data(missingID.utf8))
} catch DecodingError.keyNotFound(let key, _) {
    print("Missing key: \(key.stringValue)")
}

// expect: #1 Getting Started - 30 min, Ada
// expect: #2 Deep Dive Into Enums - 0 min, solo [E]
// expect: #3 Async All The Things - 45 min, Lin & Omar
// expect: {"duration":1800,"episode_id":1,"guests":["Ada"],"title":"Getting Started"}
// expect: {"duration":0,"episode_id":2,"explicit":true,"title":"Deep Dive Into Enums"}
// expect: {"duration":2700,"episode_id":3,"guests":["Lin","Omar"],"title":"Async All The Things"}
// expect: Missing key: episode_id
