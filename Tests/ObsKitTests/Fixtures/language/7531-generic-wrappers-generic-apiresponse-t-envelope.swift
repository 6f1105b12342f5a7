// Tutorial style (generic wrappers): a generic APIResponse<T> envelope with metadata and an error payload
import Foundation

struct APIResponse<T: Decodable>: Decodable {
    let status: String
    let data: T?
    let error: APIError?
    let meta: Meta?

    struct Meta: Decodable {
        let page: Int
        let totalPages: Int
    }
}

struct APIError: Decodable, Error {
    let code: Int
    let message: String
}

struct Movie: Decodable { let title: String; let year: Int }
struct Stats: Decodable { let views: Int; let likes: Int }

func unwrap<T: Decodable>(_ type: T.Type, from json: String) -> Result<T, Error> {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    do {
        let response = try decoder.decode(APIResponse<T>.self, from: Data(json.utf8))
        if let error = response.error { return .failure(error) }
        if let meta = response.meta { print("  page \(meta.page) of \(meta.totalPages)") }
        guard let value = response.data else { return .failure(APIError(code: -1, message: "empty")) }
        return .success(value)
    } catch {
        return .failure(error)
    }
}

let moviesJSON = #"{"status":"ok","data":[{"title":"Arrival","year":2016},{"title":"Her","year":2013}],"meta":{"page":1,"total_pages":4}}"#
let statsJSON = #"{"status":"ok","data":{"views":1200,"likes":87}}"#
let errorJSON = #"{"status":"error","error":{"code":404,"message":"Not found"}}"#
let emptyJSON = #"{"status":"ok"}"#

switch unwrap([Movie].self, from: moviesJSON) {
case .success(let movies): print("Movies:", movies.map { "\($0.title) (\($0.year))" })
case .failure(let error): print("Failed:", error)
}
if case .success(let stats) = unwrap(Stats.self, from: statsJSON) {
    print("Stats: \(stats.views) views, \(stats.likes) likes")
}
switch unwrap(Movie.self, from: errorJSON) {
case .success: print("unexpected")
case .failure(let error as APIError): print("API error \(error.code): \(error.message)")
case .failure(let error): print("Other:", error)
}
if case .failure(let error as APIError) = unwrap(Int.self, from: emptyJSON) {
    print("Empty response -> \(error.message) (\(error.code))")
}
let count = try? unwrap([Int].self, from: #"{"status":"ok","data":[1,2,3]}"#).get().count
print("count:", count ?? 0)

// expect:   page 1 of 4
// expect: Movies: ["Arrival (2016)", "Her (2013)"]
// expect: Stats: 1200 views, 87 likes
// expect: API error 404: Not found
// expect: Empty response -> empty (-1)
// expect: count: 3
