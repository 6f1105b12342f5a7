// Hacking with Swift style (generic envelopes): one Response<T: Codable> type decoding different payloads
import Foundation

struct Response<T: Codable>: Codable {
    var status: String
    var page: Int?
    var data: T
}

struct Article: Codable {
    var id: Int
    var headline: String
}

struct Stats: Codable {
    var views: Int
    var likes: Int
}

func decodeResponse<T: Codable>(_ type: T.Type, from json: String) throws -> Response<T> {
    try JSONDecoder().decode(Response<T>.self, from: Data(json.utf8))
}

let listJSON = """
{"status": "ok", "page": 2, "data": [{"id": 11, "headline": "Bridge opens"}, {"id": 12, "headline": "Rain again"}]}
"""
let statsJSON = """
{"status": "ok", "data": {"views": 3400, "likes": 129}}
"""
let countJSON = """
{"status": "cached", "data": 57}
"""

let list = try decodeResponse([Article].self, from: listJSON)
print(list.status, "page", list.page ?? 0)
for article in list.data {
    print(" ", article.id, article.headline)
}

let stats = try decodeResponse(Stats.self, from: statsJSON)
print(stats.status, "page", stats.page ?? 0, "views", stats.data.views, "likes", stats.data.likes)

let count = try decodeResponse(Int.self, from: countJSON)
print(count.status, count.data)

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
let wrapped = Response(status: "ok", page: 1, data: ["x", "y"])
print(String(decoding: try encoder.encode(wrapped), as: UTF8.self))
print(type(of: wrapped))

// expect: ok page 2
// expect:   11 Bridge opens
// expect:   12 Rain again
// expect: ok page 0 views 3400 likes 129
// expect: cached 57
// expect: {"data":["x","y"],"page":1,"status":"ok"}
// expect: Response<Array<String>>
