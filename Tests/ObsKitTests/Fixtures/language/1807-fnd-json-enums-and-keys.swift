// Foundation JSON: Codable enums with raw values, custom CodingKeys renaming fields, snake_case key strategy, and a decoding error for bad input.
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

enum Status: String, Codable {
    case active, suspended, closed
}

enum Level: Int, Codable {
    case low = 1, high = 3
}

struct Account: Codable {
    var accountID: Int
    var displayName: String
    var status: Status
    var level: Level

    enum CodingKeys: String, CodingKey {
        case accountID = "id"
        case displayName = "display_name"
        case status
        case level
    }
}

let acct = Account(accountID: 9, displayName: "Main", status: .suspended, level: .high)
let enc = JSONEncoder()
enc.outputFormatting = .sortedKeys
print(String(data: try enc.encode(acct), encoding: .utf8)!)
print(String(data: try enc.encode([Status.active, .closed]), encoding: .utf8)!)

struct Profile: Codable {
    var firstName: String
    var lastLoginDay: Int
}
let snake = JSONEncoder()
snake.keyEncodingStrategy = .convertToSnakeCase
snake.outputFormatting = .sortedKeys
let pdata = try snake.encode(Profile(firstName: "Lea", lastLoginDay: 4))
print(String(data: pdata, encoding: .utf8)!)
let dec = JSONDecoder()
dec.keyDecodingStrategy = .convertFromSnakeCase
print(try dec.decode(Profile.self, from: pdata).firstName)

let bad = Data(#"{"id": 1, "display_name": "X", "status": "frozen", "level": 1}"#.utf8)
do {
    _ = try JSONDecoder().decode(Account.self, from: bad)
} catch DecodingError.dataCorrupted(let ctx) {
    print("corrupted at", ctx.codingPath.map(\.stringValue))
} catch {
    print("other error")
}
let missing = Data(#"{"id": 1}"#.utf8)
do {
    _ = try JSONDecoder().decode(Account.self, from: missing)
} catch DecodingError.keyNotFound(let key, _) {
    print("missing key", key.stringValue)
}

// expect: {"display_name":"Main","id":9,"level":3,"status":"suspended"}
// expect: ["active","closed"]
// expect: {"first_name":"Lea","last_login_day":4}
// expect: Lea
// expect: corrupted at ["status"]
// expect: missing key display_name
