// App code style: parsing a CSV row into a model through a Result pipeline
enum RowError: Error, Equatable, CustomStringConvertible {
    case wrongColumnCount(expected: Int, got: Int)
    case badInt(column: String, value: String)
    case outOfRange(column: String, value: Int)

    var description: String {
        switch self {
        case let .wrongColumnCount(e, g): return "expected \(e) columns, got \(g)"
        case let .badInt(c, v): return "column \(c): '\(v)' is not an integer"
        case let .outOfRange(c, v): return "column \(c): \(v) out of range"
        }
    }
}

struct Employee: CustomStringConvertible {
    let name: String
    let age: Int
    let level: Int
    var description: String { "\(name)(age \(age), L\(level))" }
}

func split(_ line: String) -> Result<[String], RowError> {
    let cols = line.split(separator: ",", omittingEmptySubsequences: false)
        .map { String($0).trimmingSpaces() }
    return cols.count == 3 ? .success(cols) : .failure(.wrongColumnCount(expected: 3, got: cols.count))
}

extension String {
    func trimmingSpaces() -> String {
        var s = Substring(self)
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}

func int(_ s: String, column: String, in range: ClosedRange<Int>) -> Result<Int, RowError> {
    guard let n = Int(s) else { return .failure(.badInt(column: column, value: s)) }
    guard range.contains(n) else { return .failure(.outOfRange(column: column, value: n)) }
    return .success(n)
}

func parseEmployee(_ line: String) -> Result<Employee, RowError> {
    split(line).flatMap { cols in
        int(cols[1], column: "age", in: 16...99).flatMap { age in
            int(cols[2], column: "level", in: 1...7).map { level in
                Employee(name: cols[0], age: age, level: level)
            }
        }
    }
}

let lines = [
    "Ana, 34, 3",
    "Ben,19,1",
    "Cid, x, 2",
    "Dee, 45",
    "Eli, 12, 2",
    "Fay, 50, 9",
    " Gus ,27, 7 ",
]

var valid: [Employee] = []
var problems: [String] = []
for (i, line) in lines.enumerated() {
    switch parseEmployee(line) {
    case .success(let e):
        valid.append(e)
    case .failure(let err):
        problems.append("line \(i + 1): \(err)")
    }
}
print("valid:", valid)
for p in problems { print(p) }

// Throwing view of the same pipeline
func requireAll(_ lines: [String]) throws -> [Employee] {
    try lines.map { try parseEmployee($0).get() }
}
do {
    let staff = try requireAll(["Hal, 30, 2", "Ivy, 31, 3"])
    print("all good:", staff.map(\.name))
    _ = try requireAll(["Jo, 40, 4", "Kai, 40"])
} catch let e as RowError {
    print("requireAll failed:", e)
}

// Aggregate with map over Result
let avgLevel = Result<[Employee], RowError>.success(valid).map { es in
    es.isEmpty ? 0 : es.map(\.level).reduce(0, +) / es.count
}
print("average level:", (try? avgLevel.get()) ?? -1)
print(parseEmployee("Zed,20,1").map(\.name) == .success("Zed"))
print(parseEmployee("Zed,2x,1").map(\.name) == .failure(.badInt(column: "age", value: "2x")))
// expect: valid: [Ana(age 34, L3), Ben(age 19, L1), Gus(age 27, L7)]
// expect: line 3: column age: 'x' is not an integer
// expect: line 4: expected 3 columns, got 2
// expect: line 5: column age: 12 out of range
// expect: line 6: column level: 9 out of range
// expect: all good: ["Hal", "Ivy"]
// expect: requireAll failed: expected 3 columns, got 2
// expect: average level: 3
// expect: true
// expect: true
