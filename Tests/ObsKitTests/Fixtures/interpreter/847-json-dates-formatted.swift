// JSONEncoder's and JSONDecoder's date strategy .formatted(formatter) (expected output: swiftc 6.3.1 on this machine).
import Foundation
struct Entry: Codable { let day: Date; let note: String }
let formatter = DateFormatter()
formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.timeZone = TimeZone(identifier: "UTC")
formatter.dateFormat = "yyyy-MM-dd"
let encoder = JSONEncoder()
encoder.dateEncodingStrategy = .formatted(formatter)
encoder.outputFormatting = .sortedKeys
let data = try encoder.encode([Entry(day: Date(timeIntervalSince1970: 86_400 * 365), note: "x")])
print(String(data: data, encoding: .utf8)!)
let decoder = JSONDecoder()
decoder.dateDecodingStrategy = .formatted(formatter)
let back = try decoder.decode([Entry].self, from: data)
print(back[0].day.timeIntervalSince1970, back[0].note)

// expect: [{"day":"1971-01-01","note":"x"}]
// expect: 31536000.0 x
