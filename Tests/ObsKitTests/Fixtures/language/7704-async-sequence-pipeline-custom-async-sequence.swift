// WWDC style (async sequence pipeline): a custom async sequence of lines parsed into records
struct LineSequence: AsyncSequence {
    typealias Element = String
    let text: String

    struct AsyncIterator: AsyncIteratorProtocol {
        var lines: [Substring]
        var index = 0
        mutating func next() async throws -> String? {
            guard index < lines.count else { return nil }
            defer { index += 1 }
            return String(lines[index])
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(lines: text.split(separator: "\n"))
    }
}

struct Employee {
    let name: String
    let dept: String
    let salary: Int
}

let csv = """
name,dept,salary
Ava,eng,120
Ben,ops,90
Cy,eng,110
Di,sales,95
"""

var byDept: [String: [Employee]] = [:]
do {
    for try await line in LineSequence(text: csv).dropFirst() {
        let parts = line.split(separator: ",").map(String.init)
        let e = Employee(name: parts[0], dept: parts[1], salary: Int(parts[2])!)
        byDept[e.dept, default: []].append(e)
    }
} catch {
    print("error", error)
}
for dept in byDept.keys.sorted() {
    let staff = byDept[dept]!
    let total = staff.reduce(0) { $0 + $1.salary }
    print("\(dept): \(staff.map(\.name).joined(separator: "/")) total \(total)")
}
// expect: eng: Ava/Cy total 230
// expect: ops: Ben total 90
// expect: sales: Di total 95
