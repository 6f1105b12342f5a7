// Tutorial style (defaults): optionals, decodeIfPresent and default values in a custom init(from:)
import Foundation

struct Settings: Codable {
    var theme: String
    var fontSize: Int
    var notificationsEnabled: Bool
    var nickname: String?
    var favoriteColors: [String]

    enum CodingKeys: String, CodingKey {
        case theme, fontSize, notificationsEnabled, nickname, favoriteColors
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        theme = try container.decodeIfPresent(String.self, forKey: .theme) ?? "light"
        fontSize = try container.decodeIfPresent(Int.self, forKey: .fontSize) ?? 14
        notificationsEnabled = try container.decodeIfPresent(Bool.self, forKey: .notificationsEnabled) ?? true
        nickname = try container.decodeIfPresent(String.self, forKey: .nickname)
        favoriteColors = try container.decodeIfPresent([String].self, forKey: .favoriteColors) ?? []
    }
}

let samples = [
    "{}",
    #"{"theme": "dark", "fontSize": 18}"#,
    #"{"nickname": null, "favoriteColors": ["red", "teal"], "notificationsEnabled": false}"#,
    #"{"nickname": "Kit", "theme": "solarized"}"#,
]

let decoder = JSONDecoder()
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys

for (index, sample) in samples.enumerated() {
    let settings = try decoder.decode(Settings.self, from: Data(sample.utf8))
    print("#\(index) theme=\(settings.theme) size=\(settings.fontSize) notify=\(settings.notificationsEnabled)")
    print("   nickname=\(settings.nickname ?? "-") colors=\(settings.favoriteColors)")
    print("   " + String(decoding: try encoder.encode(settings), as: UTF8.self))
}

do {
    _ = try decoder.decode(Settings.self, from: Data(#"{"fontSize": "big"}"#.utf8))
} catch let DecodingError.typeMismatch(type, context) {
    print("Type mismatch for \(type) at \(context.codingPath.map(\.stringValue).joined(separator: "."))")
}

struct Profile: Decodable {
    var name: String
    var bio: String? = nil
    var age: Int?
}
let p = try decoder.decode(Profile.self, from: Data(#"{"name": "Lee"}"#.utf8))
print(p.name, p.bio as Any, p.age as Any)

// expect: #0 theme=light size=14 notify=true
// expect:    nickname=- colors=[]
// expect:    {"favoriteColors":[],"fontSize":14,"notificationsEnabled":true,"theme":"light"}
// expect: #1 theme=dark size=18 notify=true
// expect:    nickname=- colors=[]
// expect:    {"favoriteColors":[],"fontSize":18,"notificationsEnabled":true,"theme":"dark"}
// expect: #2 theme=light size=14 notify=false
// expect:    nickname=- colors=["red", "teal"]
// expect:    {"favoriteColors":["red","teal"],"fontSize":14,"notificationsEnabled":false,"theme":"light"}
// expect: #3 theme=solarized size=14 notify=true
// expect:    nickname=Kit colors=[]
// expect:    {"favoriteColors":[],"fontSize":14,"nickname":"Kit","notificationsEnabled":true,"theme":"solarized"}
// expect: Type mismatch for Int at fontSize
// expect: Lee nil nil
