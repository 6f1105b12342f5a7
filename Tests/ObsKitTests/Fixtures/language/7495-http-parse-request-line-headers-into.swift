// RegexBuilder style (HTTP): parse a request line and headers into a struct using captures and transforms
import RegexBuilder

enum Method: String { case GET, POST, PUT, DELETE }

struct Request {
    var method: Method
    var path: String
    var query: [(String, String)]
    var version: Double
    var headers: [(String, String)] = []
}

let requestLine = Regex {
    TryCapture { OneOrMore(.word) } transform: { Method(rawValue: String($0)) }
    " "
    Capture { OneOrMore(CharacterClass.anyOf("? ").inverted) } transform: { String($0) }
    Optionally {
        "?"
        Capture { OneOrMore(CharacterClass.anyOf(" ").inverted) }
    }
    " HTTP/"
    TryCapture {
        One(.digit); "."; One(.digit)
    } transform: { Double($0) }
}

let headerLine = Regex {
    Capture { OneOrMore(.word.union(.anyOf("-"))) }
    ":"
    ZeroOrMore(.whitespace)
    Capture { ZeroOrMore(.any) }
}

let raw = [
    "POST /api/items?sort=name&limit=10 HTTP/1.1",
    "Host: example.com",
    "Content-Type:application/json",
    "X-Trace-Id:   abc123",
]

let head = raw[0].wholeMatch(of: requestLine)!
let (_, method, path, queryText, version) = head.output
var query: [(String, String)] = []
if let q = queryText {
    for pair in q.split(separator: "&") {
        let parts = pair.split(separator: "=")
        query.append((String(parts[0]), String(parts[1])))
    }
}
var req = Request(method: method, path: path, query: query, version: version)
for line in raw.dropFirst() {
    if let h = line.wholeMatch(of: headerLine) {
        req.headers.append((String(h.output.1), String(h.output.2)))
    }
}
print(req.method, req.path, req.version)
for (k, v) in req.query { print("query \(k) = \(v)") }
for (k, v) in req.headers { print("header \(k.lowercased()): \(v)") }
print("DELETE / HTTP/2.0".wholeMatch(of: requestLine).map { "\($0.output.1) \($0.output.4)" } ?? "nil")
print("FETCH / HTTP/1.1".wholeMatch(of: requestLine) == nil)
// expect: POST /api/items 1.1
// expect: query sort = name
// expect: query limit = 10
// expect: header host: example.com
// expect: header content-type: application/json
// expect: header x-trace-id: abc123
// expect: DELETE 2.0
// expect: true
