// App code style: formatting an HTTP access log with status enums and size units

enum Method: String { case get = "GET", post = "POST", delete = "DELETE" }

enum Status: Int, CustomStringConvertible {
    case ok = 200, created = 201, notFound = 404, serverError = 500
    var description: String {
        switch self {
        case .ok: return "200 OK"
        case .created: return "201 Created"
        case .notFound: return "404 Not Found"
        case .serverError: return "500 Internal Server Error"
        }
    }
    var isError: Bool { rawValue >= 400 }
}

struct Request {
    let method: Method
    let path: String
    let status: Status
    let bytes: Int
    let millis: Int
}

func humanBytes(_ n: Int) -> String {
    if n < 1024 { return "\(n) B" }
    if n < 1024 * 1024 {
        let tenths = n * 10 / 1024
        return "\(tenths / 10).\(tenths % 10) KB"
    }
    let tenths = n * 10 / (1024 * 1024)
    return "\(tenths / 10).\(tenths % 10) MB"
}

let requests = [
    Request(method: .get, path: "/", status: .ok, bytes: 512, millis: 12),
    Request(method: .post, path: "/api/items", status: .created, bytes: 2048, millis: 40),
    Request(method: .get, path: "/missing", status: .notFound, bytes: 0, millis: 3),
    Request(method: .delete, path: "/api/items/9", status: .serverError, bytes: 150, millis: 250),
    Request(method: .get, path: "/big", status: .ok, bytes: 3_500_000, millis: 900),
]

for r in requests {
    let method = r.method.rawValue + String(repeating: " ", count: 7 - r.method.rawValue.count)
    print(method, r.path, "->", r.status, "(\(humanBytes(r.bytes)), \(r.millis)ms)")
}

let errors = requests.filter { $0.status.isError }
print("errors: \(errors.count)/\(requests.count)")
print("error paths:", errors.map { $0.path })
print("statuses:", requests.map { $0.status.rawValue })
print("status text:", requests.map { $0.status })

var byMethod: [String: Int] = [:]
for r in requests { byMethod[r.method.rawValue, default: 0] += 1 }
print(byMethod.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))

let slowest = requests.max { $0.millis < $1.millis }!
print("slowest: \(slowest.method) \(slowest.path)")
print("total bytes:", humanBytes(requests.reduce(0) { $0 + $1.bytes }))
print(Method.get, Status.notFound)
debugPrint(Method.post)
print(Status(rawValue: 201) as Any, Status(rawValue: 302) as Any)

// expect: GET     / -> 200 OK (512 B, 12ms)
// expect: POST    /api/items -> 201 Created (2.0 KB, 40ms)
// expect: GET     /missing -> 404 Not Found (0 B, 3ms)
// expect: DELETE  /api/items/9 -> 500 Internal Server Error (150 B, 250ms)
// expect: GET     /big -> 200 OK (3.3 MB, 900ms)
// expect: errors: 2/5
// expect: error paths: ["/missing", "/api/items/9"]
// expect: statuses: [200, 201, 404, 500, 200]
// expect: status text: [200 OK, 201 Created, 404 Not Found, 500 Internal Server Error, 200 OK]
// expect: DELETE=1 GET=3 POST=1
// expect: slowest: get /big
// expect: total bytes: 3.3 MB
// expect: get 404 Not Found
// expect: main.Method.post
// expect: Optional(201 Created) nil
