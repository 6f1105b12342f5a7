// optional-map-flatmap
// expected output: swiftc 6.3.1 (Linux), run on this machine
let input: String? = "42"
let missing: String? = nil

let doubled = input.flatMap { Int($0) }.map { $0 * 2 }
print(doubled as Any, missing.flatMap { Int($0) }.map { $0 * 2 } as Any)

let nestedOptional = input.map { Int($0) }
print(type(of: nestedOptional), nestedOptional as Any)

struct User {
    let name: String
    let nickname: String?
    let manager: String?
}
let directory: [String: User] = [
    "u1": User(name: "Priya", nickname: "P", manager: "u2"),
    "u2": User(name: "Quentin", nickname: nil, manager: nil),
]

func displayName(for id: String) -> String {
    guard let user = directory[id] else { return "unknown user" }
    return user.nickname ?? user.name
}
func managerName(of id: String) -> String? {
    directory[id]?.manager.flatMap { directory[$0] }?.name
}
print(displayName(for: "u1"), displayName(for: "u2"), displayName(for: "zz"))
print(managerName(of: "u1") ?? "-", managerName(of: "u2") ?? "-", managerName(of: "nope") ?? "-")

let port = Int("8080") ?? Int("80") ?? 0
let fallback = Int("abc") ?? Int("") ?? 443
print(port, fallback)

func parseAge(_ s: String?) -> Int? {
    guard let s, !s.isEmpty, let n = Int(s), (0...150).contains(n) else { return nil }
    return n
}
print(["30", "-1", nil, "", "200", "150"].map(parseAge))

if let a = Int("3"), let b = Int("4"), a < b {
    print("both parsed, \(a) < \(b)")
}
let pair = (Int("5"), Int("x"))
switch pair {
case let (x?, y?): print("two", x, y)
case let (x?, nil): print("only first", x)
case (nil, _): print("no first")
}

var cache: [String: Int]? = nil
cache?["hits"] = 1
print(cache as Any)
cache = [:]
cache?["hits", default: 0] += 1
cache?["hits", default: 0] += 1
print(cache!)

let lengths = ["swift", nil, "go"].map { $0?.count ?? 0 }
print(lengths)
let firstLong = ["hi", "hello", "hey"].first { $0.count > 3 }.map { $0.uppercased() }
print(firstLong ?? "none")
let optionalArray: [Int]? = [3, 1, 2]
print(optionalArray?.sorted().first as Any, optionalArray?.isEmpty == false)
if case let value?? = Optional(Optional(7)) { print("double unwrap", value) }
let maybeNil: Int?? = .some(nil)
print(maybeNil == nil, maybeNil! == nil)
// expect: Optional(84) nil
// expect: Optional<Optional<Int>> Optional(Optional(42))
// expect: P Quentin unknown user
// expect: Quentin - -
// expect: 8080 443
// expect: [Optional(30), nil, nil, nil, nil, Optional(150)]
// expect: both parsed, 3 < 4
// expect: only first 5
// expect: nil
// expect: ["hits": 2]
// expect: [5, 0, 2]
// expect: HELLO
// expect: Optional(1) true
// expect: double unwrap 7
// expect: false true
