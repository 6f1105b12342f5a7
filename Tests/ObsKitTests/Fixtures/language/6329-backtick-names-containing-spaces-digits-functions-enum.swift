// What's new in Swift 6.2 style (raw identifiers, SE-0451): backtick names containing spaces and digits for functions, enum cases and test-style helpers
enum HTTPStatus: Int {
    case `200` = 200
    case `404` = 404
    case `500` = 500
}

func `test addition of two numbers`() -> Bool {
    2 + 2 == 4
}

func `test string is reversed`() -> Bool {
    String("swift".reversed()) == "tfiws"
}

func `describe`(_ status: HTTPStatus) -> String {
    switch status {
    case .`200`: "OK"
    case .`404`: "Not Found"
    case .`500`: "Server Error"
    }
}

struct Colour {
    var `hex value`: String
    static let `brand red` = Colour(`hex value`: "#E0301E")
}

let tests: [(String, () -> Bool)] = [
    ("test addition of two numbers", `test addition of two numbers`),
    ("test string is reversed", `test string is reversed`),
]
for (name, run) in tests {
    print(run() ? "PASS" : "FAIL", name)
}

for code in [200, 404, 500, 302] {
    if let status = HTTPStatus(rawValue: code) {
        print(code, describe(status))
    } else {
        print(code, "unknown")
    }
}

let red = Colour.`brand red`
print(red.`hex value`)
let `my value 1` = 10
let `my value 2` = 32
print(`my value 1` + `my value 2`)

// expect: PASS test addition of two numbers
// expect: PASS test string is reversed
// expect: 200 OK
// expect: 404 Not Found
// expect: 500 Server Error
// expect: 302 unknown
// expect: #E0301E
// expect: 42
