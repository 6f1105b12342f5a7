// Swift book style: result builder using buildPartialBlock to combine heterogeneous pieces
struct Path: CustomStringConvertible {
    var segments: [String]
    var description: String { "/" + segments.joined(separator: "/") }
}

@resultBuilder
enum PathBuilder {
    static func buildExpression(_ s: String) -> Path { Path(segments: [s]) }
    static func buildExpression(_ n: Int) -> Path { Path(segments: ["\(n)"]) }
    static func buildExpression(_ p: Path) -> Path { p }
    static func buildPartialBlock(first: Path) -> Path { first }
    static func buildPartialBlock(accumulated: Path, next: Path) -> Path {
        Path(segments: accumulated.segments + next.segments)
    }
    static func buildOptional(_ p: Path?) -> Path { p ?? Path(segments: []) }
    static func buildEither(first p: Path) -> Path { p }
    static func buildEither(second p: Path) -> Path { p }
    static func buildArray(_ ps: [Path]) -> Path { Path(segments: ps.flatMap { $0.segments }) }
}

func path(@PathBuilder _ make: () -> Path) -> Path { make() }

let userID = 42
let admin = true
let p = path {
    "api"
    "v2"
    if admin {
        "admin"
    }
    "users"
    userID
}
print(p)

func route(version: Int, parts: [String], archived: Bool?) -> Path {
    path {
        "v\(version)"
        for part in parts { part.lowercased() }
        if let archived = archived {
            if archived { "archive" } else { "live" }
        }
        path { "end"; 0 }
    }
}
print(route(version: 1, parts: ["Docs", "Swift"], archived: true))
print(route(version: 3, parts: [], archived: nil))
print(route(version: 2, parts: ["A"], archived: false).segments.count)

@resultBuilder
enum Tally {
    static func buildPartialBlock(first: Int) -> [Int] { [first] }
    static func buildPartialBlock(accumulated: [Int], next: Int) -> [Int] { accumulated + [next * (accumulated.count + 1)] }
}
@Tally func weighted() -> [Int] {
    5
    5
    5
    1
}
print(weighted())
// expect: /api/v2/admin/users/42
// expect: /v1/docs/swift/archive/end/0
// expect: /v3/end/0
// expect: 5
// expect: [5, 10, 15, 4]
