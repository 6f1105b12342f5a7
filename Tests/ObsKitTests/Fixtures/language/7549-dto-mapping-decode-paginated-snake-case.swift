// Tutorial style (DTO mapping): decode a paginated snake_case response into DTOs and map them to domain models
import Foundation

struct Page<Item: Codable>: Codable {
    let items: [Item]
    let nextCursor: String?
    let totalCount: Int

    var hasMore: Bool { nextCursor != nil }
}

struct UserDTO: Codable {
    let userId: Int
    let firstName: String
    let lastName: String
    let avatarUrl: URL?
    let signupDate: Date
}

struct User: CustomStringConvertible {
    let id: Int
    let fullName: String
    let hasAvatar: Bool
    let signupYear: Int

    init(dto: UserDTO, calendar: Calendar) {
        id = dto.userId
        fullName = "\(dto.firstName) \(dto.lastName)"
        hasAvatar = dto.avatarUrl != nil
        signupYear = calendar.component(.year, from: dto.signupDate)
    }

    var description: String { "#\(id) \(fullName) (\(signupYear))\(hasAvatar ? " [avatar]" : "")" }
}

let pages = [
    #"{"items": [{"user_id": 1, "first_name": "Mia", "last_name": "Ng", "avatar_url": "https://cdn.example.com/1.png", "signup_date": "2019-05-01T10:00:00Z"}], "next_cursor": "abc", "total_count": 2}"#,
    #"{"items": [{"user_id": 2, "first_name": "Omar", "last_name": "Haddad", "avatar_url": null, "signup_date": "2021-11-30T23:59:59Z"}], "next_cursor": null, "total_count": 2}"#,
]

let decoder = JSONDecoder()
decoder.keyDecodingStrategy = .convertFromSnakeCase
decoder.dateDecodingStrategy = .iso8601

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(secondsFromGMT: 0)!

var all: [User] = []
for (index, json) in pages.enumerated() {
    let page = try decoder.decode(Page<UserDTO>.self, from: Data(json.utf8))
    all += page.items.map { User(dto: $0, calendar: calendar) }
    print("page \(index + 1): \(page.items.count) item(s), more: \(page.hasMore), cursor: \(page.nextCursor ?? "none")")
}
all.forEach { print($0) }

let encoder = JSONEncoder()
encoder.keyEncodingStrategy = .convertToSnakeCase
encoder.dateEncodingStrategy = .iso8601
encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
let firstPage = try decoder.decode(Page<UserDTO>.self, from: Data(pages[0].utf8))
print(String(decoding: try encoder.encode(firstPage), as: UTF8.self))

// expect: page 1: 1 item(s), more: true, cursor: abc
// expect: page 2: 1 item(s), more: false, cursor: none
// expect: #1 Mia Ng (2019) [avatar]
// expect: #2 Omar Haddad (2021)
// expect: {"items":[{"avatar_url":"https://cdn.example.com/1.png","first_name":"Mia","last_name":"Ng","signup_date":"2019-05-01T10:00:00Z","user_id":1}],"next_cursor":"abc","total_count":2}
