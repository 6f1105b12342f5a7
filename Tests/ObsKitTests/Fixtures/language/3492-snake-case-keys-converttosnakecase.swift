// App code style: snake_case keys with convertToSnakeCase on encode and convertFromSnakeCase on decode
import Foundation

struct UserPreferences: Codable {
    var displayName: String
    var emailAddress: String
    var receiveNewsletter: Bool
    var maxItemsPerPage: Int
    var lastSyncedVersion: String?
    var uiTheme: String
}

let prefs = UserPreferences(displayName: "Ada L", emailAddress: "ada@example.com", receiveNewsletter: false,
                            maxItemsPerPage: 25, lastSyncedVersion: "1.4.2", uiTheme: "dark")

let encoder = JSONEncoder()
encoder.keyEncodingStrategy = .convertToSnakeCase
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
let decoder = JSONDecoder()
decoder.keyDecodingStrategy = .convertFromSnakeCase

do {
    let data = try encoder.encode(prefs)
    print(String(data: data, encoding: .utf8)!)
    let back = try decoder.decode(UserPreferences.self, from: data)
    print("name:", back.displayName, "per page:", back.maxItemsPerPage, "theme:", back.uiTheme)

    let server = """
    {"display_name": "Grace", "email_address": "grace@navy.mil", "receive_newsletter": true,
     "max_items_per_page": 50, "ui_theme": "light"}
    """
    let fromServer = try decoder.decode(UserPreferences.self, from: Data(server.utf8))
    print("server:", fromServer.displayName, fromServer.receiveNewsletter, fromServer.lastSyncedVersion ?? "never synced")

    let plain = JSONDecoder()
    _ = try plain.decode(UserPreferences.self, from: Data(server.utf8))
} catch DecodingError.keyNotFound(let key, _) {
    print("plain decoder missing key:", key.stringValue)
} catch {
    print("error:", error)
}
// expect: {
// expect:   "display_name" : "Ada L",
// expect:   "email_address" : "ada@example.com",
// expect:   "last_synced_version" : "1.4.2",
// expect:   "max_items_per_page" : 25,
// expect:   "receive_newsletter" : false,
// expect:   "ui_theme" : "dark"
// expect: }
// expect: name: Ada L per page: 25 theme: dark
// expect: server: Grace true never synced
// expect: plain decoder missing key: displayName
