// Foundation in app code: JSONDecoder with keyDecodingStrategy .convertFromSnakeCase
import Foundation

struct Profile: Decodable {
    let firstName: String
    let lastName: String
    let followerCount: Int
    let profileImageUrl: String
}

let json = """
{
    "first_name": "Paul",
    "last_name": "Hudson",
    "follower_count": 12045,
    "profile_image_url": "https://example.com/paul.png"
}
"""

let decoder = JSONDecoder()
decoder.keyDecodingStrategy = .convertFromSnakeCase

do {
    let profile = try decoder.decode(Profile.self, from: Data(json.utf8))
    print("Name: \(profile.firstName) \(profile.lastName)")
    print("Followers: \(profile.followerCount)")
    print("Image: \(profile.profileImageUrl)")
} catch {
    print("Failed to decode: \(error)")
}

// Encoding back with the matching strategy
struct Settings: Codable {
    let darkModeEnabled: Bool
    let fontSize: Int
}
let encoder = JSONEncoder()
encoder.keyEncodingStrategy = .convertToSnakeCase
encoder.outputFormatting = .sortedKeys
let data = try! encoder.encode(Settings(darkModeEnabled: true, fontSize: 14))
print(String(data: data, encoding: .utf8)!)

// expect: Name: Paul Hudson
// expect: Followers: 12045
// expect: Image: https://example.com/paul.png
// expect: {"dark_mode_enabled":true,"font_size":14}
