// App code style: an API client decoding either a success payload or an error payload into Result
import Foundation

struct Order: Decodable {
    let orderId: String
    let totalCents: Int
    let createdAt: Date
    let items: [String]
}

struct APIError: Decodable, Error {
    let errorCode: Int
    let errorMessage: String
}

enum ClientError: Error {
    case server(APIError)
    case malformed(String)
}

func decodeOrder(_ body: String, status: Int) -> Result<Order, ClientError> {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    decoder.dateDecodingStrategy = .secondsSince1970
    let data = Data(body.utf8)
    do {
        if (200..<300).contains(status) {
            return .success(try decoder.decode(Order.self, from: data))
        }
        return .failure(.server(try decoder.decode(APIError.self, from: data)))
    } catch let DecodingError.keyNotFound(key, _) {
        return .failure(.malformed("missing \(key.stringValue)"))
    } catch {
        return .failure(.malformed("unreadable body"))
    }
}

let responses: [(Int, String)] = [
    (200, #"{"order_id":"A-1","total_cents":4599,"created_at":1735732800,"items":["book","pen"]}"#),
    (404, #"{"error_code":404,"error_message":"order not found"}"#),
    (200, #"{"order_id":"A-2","created_at":0,"items":[]}"#),
    (500, "<html>oops</html>"),
]

let df = DateFormatter()
df.locale = Locale(identifier: "en_US_POSIX")
df.timeZone = TimeZone(identifier: "UTC")
df.dateFormat = "yyyy-MM-dd HH:mm"

for (status, body) in responses {
    switch decodeOrder(body, status: status) {
    case .success(let order):
        print("\(status) order \(order.orderId): \(String(format: "$%.2f", Double(order.totalCents) / 100)) on \(df.string(from: order.createdAt))")
        print("   items: \(order.items.joined(separator: ", "))")
    case .failure(.server(let e)):
        print("\(status) server error \(e.errorCode): \(e.errorMessage)")
    case .failure(.malformed(let why)):
        print("\(status) malformed: \(why)")
    }
}
let results = responses.map { decodeOrder($0.1, status: $0.0) }
let okCount = results.filter { if case .success = $0 { return true }; return false }.count
print("successes: \(okCount)/\(results.count)")
// expect: 200 order A-1: $45.99 on 2025-01-01 12:00
// expect:    items: book, pen
// expect: 404 server error 404: order not found
// expect: 200 malformed: missing totalCents
// expect: 500 malformed: unreadable body
// expect: successes: 1/4
