// Swift Evolution style (raw identifiers and interpolation defaults): SE-0451 backtick names with spaces and SE-0477 "\(x, default:)"
enum HTTPStatus: Int {
    case `200` = 200
    case `404` = 404
    case `500` = 500

    var text: String {
        switch self {
        case .`200`: "OK"
        case .`404`: "Not Found"
        case .`500`: "Server Error"
        }
    }
}

func `check that totals add up`(_ values: [Int], expected: Int) -> Bool {
    values.reduce(0, +) == expected
}

func `format price`(_ cents: Int?) -> String {
    let euros: Int? = cents.map { $0 / 100 }
    let rest: Int? = cents.map { $0 % 100 }
    return "\(euros, default: "?").\(rest.map { $0 < 10 ? "0\($0)" : "\($0)" }, default: "??") EUR"
}

for code in [200, 404, 500, 302] {
    if let status = HTTPStatus(rawValue: code) {
        print(code, status.text)
    } else {
        print(code, "unknown")
    }
}

print(`check that totals add up`([1, 2, 3], expected: 6))
print(`check that totals add up`([10, 20], expected: 31))
print(`format price`(1999), `format price`(5), `format price`(nil))

struct User {
    var name: String?
    var age: Int?
}
let users = [User(name: "Ida", age: 41), User(name: nil, age: 7), User()]
for u in users {
    print("name: \(u.name, default: "anonymous"), age: \(u.age, default: "unknown")")
}

let `class` = "reserved word as name"
let `my value` = 42
print(`class`, `my value` + 1)
// expect: 200 OK
// expect: 404 Not Found
// expect: 500 Server Error
// expect: 302 unknown
// expect: true
// expect: false
// expect: 19.99 EUR 0.05 EUR ?.?? EUR
// expect: name: Ida, age: 41
// expect: name: anonymous, age: 7
// expect: name: anonymous, age: unknown
// expect: reserved word as name 43
