// RegexBuilder style (HTTP access log): ChoiceOf for methods, Capture with transform for status codes, OneOrMore(.digit) for sizes
import RegexBuilder

let request = Regex {
    Capture {
        ChoiceOf {
            "GET"
            "POST"
            "PUT"
            "DELETE"
        }
    }
    One(.whitespace)
    Capture {
        "/"
        ZeroOrMore(.whitespace.inverted)
    }
    " HTTP/1.1\" "
    Capture {
        Repeat(.digit, count: 3)
    } transform: { Int($0)! }
    " "
    Capture {
        OneOrMore(.digit)
    } transform: { Int($0)! }
}

let log = """
10.0.0.1 - - "GET /index.html HTTP/1.1" 200 5120
10.0.0.2 - - "POST /api/login HTTP/1.1" 401 87
10.0.0.1 - - "GET /missing HTTP/1.1" 404 0
10.0.0.3 - - "PATCH /api/user HTTP/1.1" 200 12
10.0.0.2 - - "DELETE /api/item/7 HTTP/1.1" 204 0
"""

var bytes = 0
var errors: [String] = []
for match in log.matches(of: request) {
    let (_, method, path, status, size) = match.output
    bytes += size
    if status >= 400 { errors.append("\(method) \(path) -> \(status)") }
    print(method, path, status)
}
print("bytes served:", bytes)
print("errors:", errors)

// expect: GET /index.html 200
// expect: POST /api/login 401
// expect: GET /missing 404
// expect: DELETE /api/item/7 204
// expect: bytes served: 5207
// expect: errors: ["POST /api/login -> 401", "GET /missing -> 404"]
