// Hacking with Swift style (Codable errors): decoding JSON with DecodingError cases caught by pattern, encoding with sorted keys
import Foundation

struct Book: Codable {
    let title: String
    let pages: Int
    var tags: [String]
}

let inputs = [
    #"{"title": "Dune", "pages": 412, "tags": ["sf"]}"#,
    #"{"title": "Emma", "tags": []}"#,
    #"{"title": "Ulysses", "pages": "many", "tags": []}"#,
    #"{"title": "Odd" "pages": 1}"#,
]

let decoder = JSONDecoder()
var decoded: [Book] = []
for (i, json) in inputs.enumerated() {
    do {
        let book = try decoder.decode(Book.self, from: Data(json.utf8))
        decoded.append(book)
        print(i, "decoded", book.title, book.pages)
    } catch DecodingError.keyNotFound(let key, _) {
        print(i, "missing key", key.stringValue)
    } catch DecodingError.typeMismatch(let type, let context) {
        print(i, "type mismatch for", type, "at", context.codingPath.map(\.stringValue))
    } catch DecodingError.dataCorrupted {
        print(i, "corrupted data")
    } catch {
        print(i, "other error")
    }
}

var first = decoded[0]
first.tags.append("classic")
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
do {
    let data = try encoder.encode(first)
    print(String(decoding: data, as: UTF8.self))
    let roundTrip = try decoder.decode(Book.self, from: data)
    print(roundTrip.tags)
} catch {
    print("encoding failed")
}
let maybe = try? decoder.decode([Int].self, from: Data("[1, 2, 3]".utf8))
print(maybe ?? [])

// expect: 0 decoded Dune 412
// expect: 1 missing key pages
// expect: 2 type mismatch for Int at ["pages"]
// expect: 3 corrupted data
// expect: {"pages":412,"tags":["sf","classic"],"title":"Dune"}
// expect: ["sf", "classic"]
// expect: [1, 2, 3]
