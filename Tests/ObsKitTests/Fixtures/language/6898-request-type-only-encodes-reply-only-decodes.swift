// Apple Codable article style (Encodable and Decodable separately): a request type that only encodes and a reply that only decodes
import Foundation

struct CreateTaskRequest: Encodable {
    var title: String
    var dueInDays: Int?
    var labels: Set<String>

    enum CodingKeys: String, CodingKey { case title, dueInDays = "due_in_days", labels }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(title, forKey: .title)
        try c.encodeIfPresent(dueInDays, forKey: .dueInDays)
        try c.encode(labels.sorted(), forKey: .labels)
    }
}

struct CreateTaskReply: Decodable {
    var id: Int
    var title: String
    var createdBy: String
    var warnings: [String]
}

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]

let requests = [
    CreateTaskRequest(title: "Water plants", dueInDays: 1, labels: ["home", "daily"]),
    CreateTaskRequest(title: "Tax return", dueInDays: nil, labels: []),
]
for request in requests {
    let body = try encoder.encode(request)
    print("POST", String(decoding: body, as: UTF8.self))
}

let replyJSON = """
{"id": 88, "title": "Water plants", "createdBy": "api", "warnings": ["label 'daily' is new"], "server": "eu-2"}
"""
let reply = try JSONDecoder().decode(CreateTaskReply.self, from: Data(replyJSON.utf8))
print("created #\(reply.id) '\(reply.title)' by \(reply.createdBy)")
for warning in reply.warnings {
    print("warning:", warning)
}

func isEncodable<T>(_ value: T) -> Bool { value is Encodable }
func isDecodable<T>(_ type: T.Type) -> Bool { type is Decodable.Type }
print(isEncodable(requests[0]), isEncodable(reply))
print(isDecodable(CreateTaskRequest.self), isDecodable(CreateTaskReply.self))

// expect: POST {"due_in_days":1,"labels":["daily","home"],"title":"Water plants"}
// expect: POST {"labels":[],"title":"Tax return"}
// expect: created #88 'Water plants' by api
// expect: warning: label 'daily' is new
// expect: true false
// expect: false true
