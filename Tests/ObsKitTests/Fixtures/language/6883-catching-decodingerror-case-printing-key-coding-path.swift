// Hacking with Swift style (decoding errors): catching DecodingError by case and printing the key and coding path
import Foundation

struct Ticket: Decodable {
    var id: Int
    var title: String
    var priority: Priority
    var assignee: Person?
}

enum Priority: String, Decodable {
    case low, medium, high
}

struct Person: Decodable {
    var name: String
    var email: String
}

func path(_ keys: [CodingKey]) -> String {
    keys.map(\.stringValue).joined(separator: ".")
}

func attempt(_ json: String) {
    do {
        let ticket = try JSONDecoder().decode(Ticket.self, from: Data(json.utf8))
        print("ok: #\(ticket.id) \(ticket.title) [\(ticket.priority)] -> \(ticket.assignee?.name ?? "unassigned")")
    } catch DecodingError.keyNotFound(let key, let context) {
        print("keyNotFound: \(key.stringValue) at '\(path(context.codingPath))'")
    } catch DecodingError.typeMismatch(let type, let context) {
        print("typeMismatch: expected \(type) at '\(path(context.codingPath))'")
    } catch DecodingError.valueNotFound(let type, let context) {
        print("valueNotFound: \(type) at '\(path(context.codingPath))'")
    } catch DecodingError.dataCorrupted(let context) {
        print("dataCorrupted at '\(path(context.codingPath))'")
    } catch {
        print("other error")
    }
}

attempt("""
{"id": 1, "title": "Fix login", "priority": "high"}
""")
attempt("""
{"id": 2, "priority": "low"}
""")
attempt("""
{"id": "three", "title": "Typo", "priority": "low"}
""")
attempt("""
{"id": 4, "title": "Crash", "priority": "urgent"}
""")
attempt("""
{"id": 5, "title": "Docs", "priority": "medium", "assignee": {"name": "Rui"}}
""")
attempt("""
{"id": 6, "title": null, "priority": "medium"}
""")
attempt("{\"id\": 7,")

// expect: ok: #1 Fix login [high] -> unassigned
// expect: keyNotFound: title at ''
// expect: typeMismatch: expected Int at 'id'
// expect: dataCorrupted at 'priority'
// expect: keyNotFound: email at 'assignee'
// expect: valueNotFound: String at 'title'
// expect: dataCorrupted at ''
