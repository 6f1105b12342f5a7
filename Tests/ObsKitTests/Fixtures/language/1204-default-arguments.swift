// Functions: default argument values in any position, defaults combined with labels, overriding some of them.
// expected output: swiftc 6.3.1 (Linux), run on this machine
func makeTitle(_ text: String, uppercase: Bool = false, prefix: String = "", suffix: String = "") -> String {
    let body = uppercase ? text.uppercased() : text
    return prefix + body + suffix
}
print(makeTitle("report"))
print(makeTitle("report", uppercase: true))
print(makeTitle("report", suffix: "!"))
print(makeTitle("report", prefix: "> ", suffix: " <"))
func paginate(total: Int, pageSize: Int = 10, page: Int = 1) -> String {
    let pages = (total + pageSize - 1) / pageSize
    let start = (page - 1) * pageSize + 1
    let end = min(page * pageSize, total)
    return "page \(page)/\(pages): items \(start)-\(end)"
}
print(paginate(total: 42))
print(paginate(total: 42, page: 5))
print(paginate(total: 42, pageSize: 20, page: 3))
func repeatText(_ text: String, times: Int = 2, separator: String = " ") -> String {
    Array(repeating: text, count: times).joined(separator: separator)
}
print(repeatText("ho"), repeatText("ho", times: 3), repeatText("ho", separator: "-"))
let limit = 3
func countdown(from start: Int = limit) -> [Int] { Array((0...start).reversed()) }
print(countdown(), countdown(from: 1))
struct Request {
    var url: String
    var method: String = "GET"
    var retries: Int = 0
    func with(method: String? = nil, retries: Int? = nil) -> Request {
        Request(url: url, method: method ?? self.method, retries: retries ?? self.retries)
    }
}
let base = Request(url: "/items")
print(base)
print(base.with(method: "POST"))
print(base.with(retries: 3).with(method: "PUT"))
func whereAmI(function: String = #function) -> String { "called from \(function)" }
func caller() -> String { whereAmI() }
print(caller())

// expect: report
// expect: REPORT
// expect: report!
// expect: > report <
// expect: page 1/5: items 1-10
// expect: page 5/5: items 41-42
// expect: page 3/3: items 41-42
// expect: ho ho ho ho ho ho-ho
// expect: [3, 2, 1, 0] [1, 0]
// expect: Request(url: "/items", method: "GET", retries: 0)
// expect: Request(url: "/items", method: "POST", retries: 0)
// expect: Request(url: "/items", method: "PUT", retries: 3)
// expect: called from caller()
