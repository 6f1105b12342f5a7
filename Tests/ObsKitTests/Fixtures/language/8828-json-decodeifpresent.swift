// Apple docs style (KeyedDecodingContainer.decodeIfPresent): settings with defaults
import Foundation

struct ReaderSettings: Decodable {
    var fontSize: Int
    var theme: String
    var showsImages: Bool
    var lineSpacing: Double?

    enum CodingKeys: String, CodingKey {
        case fontSize, theme, showsImages, lineSpacing
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        fontSize = try container.decodeIfPresent(Int.self, forKey: .fontSize) ?? 16
        theme = try container.decodeIfPresent(String.self, forKey: .theme) ?? "light"
        showsImages = try container.decodeIfPresent(Bool.self, forKey: .showsImages) ?? true
        lineSpacing = try container.decodeIfPresent(Double.self, forKey: .lineSpacing)
    }
}

let samples = [
    "{}",
    #"{"fontSize": 20}"#,
    #"{"theme": "sepia", "showsImages": false}"#,
    #"{"fontSize": 14, "theme": "dark", "lineSpacing": 1.5}"#,
    #"{"theme": null, "lineSpacing": null}"#,
]

for (index, sample) in samples.enumerated() {
    let settings = try JSONDecoder().decode(ReaderSettings.self, from: Data(sample.utf8))
    let spacing = settings.lineSpacing.map { String($0) } ?? "default"
    print("#\(index): size \(settings.fontSize), theme \(settings.theme), images \(settings.showsImages), spacing \(spacing)")
}

// contains(_:) tells a missing key apart from a present one
struct Probe: Decodable {
    var keys: [String]
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: ReaderSettings.CodingKeys.self)
        keys = [ReaderSettings.CodingKeys.fontSize, .theme, .showsImages, .lineSpacing]
            .filter { container.contains($0) }
            .map(\.stringValue)
    }
}
let probe = try JSONDecoder().decode(Probe.self, from: Data(samples[4].utf8))
print("present keys: \(probe.keys)")

// expect: #0: size 16, theme light, images true, spacing default
// expect: #1: size 20, theme light, images true, spacing default
// expect: #2: size 16, theme sepia, images false, spacing default
// expect: #3: size 14, theme dark, images true, spacing 1.5
// expect: #4: size 16, theme light, images true, spacing default
// expect: present keys: ["theme", "lineSpacing"]
