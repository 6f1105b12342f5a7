// Tutorial style (custom key strategies): .custom key encoding and decoding strategies for kebab and upper case APIs
import Foundation

struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
}

func kebab(_ name: String) -> String {
    var result = ""
    for ch in name {
        if ch.isUppercase {
            result += "-" + ch.lowercased()
        } else {
            result.append(ch)
        }
    }
    return result
}

func camel(fromKebab name: String) -> String {
    let parts = name.split(separator: "-")
    guard let first = parts.first else { return name }
    return String(first) + parts.dropFirst().map { $0.capitalized }.joined()
}

struct Config: Codable {
    let maxRetryCount: Int
    let baseURLString: String
    let enableFancyMode: Bool
}

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
encoder.keyEncodingStrategy = .custom { path in
    AnyKey(stringValue: kebab(path.last!.stringValue))
}
let config = Config(maxRetryCount: 3, baseURLString: "https://api.example.com/v1", enableFancyMode: false)
let data = try encoder.encode(config)
print(String(decoding: data, as: UTF8.self))

let decoder = JSONDecoder()
decoder.keyDecodingStrategy = .custom { path in
    let key = path.last!.stringValue
    print("  mapping \(key) at depth \(path.count)")
    return AnyKey(stringValue: camel(fromKebab: key))
}
let fromKebab = try decoder.decode(Config.self, from: Data(#"{"max-retry-count": 5, "base-u-r-l-string": "x", "enable-fancy-mode": true}"#.utf8))
print(fromKebab.maxRetryCount, fromKebab.baseURLString, fromKebab.enableFancyMode)

let upper = JSONEncoder()
upper.outputFormatting = .sortedKeys
upper.keyEncodingStrategy = .custom { AnyKey(stringValue: $0.last!.stringValue.uppercased()) }
print(String(decoding: try upper.encode(["inner": config]), as: UTF8.self))

// expect: {"base-u-r-l-string":"https://api.example.com/v1","enable-fancy-mode":false,"max-retry-count":3}
// expect:   mapping max-retry-count at depth 1
// expect:   mapping base-u-r-l-string at depth 1
// expect:   mapping enable-fancy-mode at depth 1
// expect: 5 x true
// expect: {"inner":{"BASEURLSTRING":"https:\/\/api.example.com\/v1","ENABLEFANCYMODE":false,"MAXRETRYCOUNT":3}}
