// Compiler test style: closures as property initializers, lazy var computed once, immediately-invoked closures
var initLog: [String] = []

struct Report {
  let rows: [Int]
  let header: String = {
    initLog.append("header built")
    return "== REPORT =="
  }()
  lazy var summary: String = {
    initLog.append("summary built")
    let total = rows.reduce(0, +)
    return "rows=\(rows.count) total=\(total)"
  }()
  lazy var formatter: (Int) -> String = { [rows] value in
    let width = String(rows.max() ?? 0).count
    let text = String(value)
    return String(repeating: " ", count: max(0, width - text.count)) + text
  }
}

var r = Report(rows: [5, 120, 42])
print(initLog)
print(r.header)
print(r.summary)
print(r.summary)
print(initLog)
for v in r.rows { print("[" + r.formatter(v) + "]") }

class Cache {
  var computeCount = 0
  lazy var squares: [Int] = {
    computeCount += 1
    return (1...5).map { $0 * $0 }
  }()
  lazy var describe: () -> String = { [unowned self] in
    "cache with \(self.squares.count) squares, computed \(self.computeCount)x"
  }
}
let c = Cache()
print(c.computeCount)
print(c.squares.last!, c.squares.first!)
print(c.describe())
c.squares.append(36)
print(c.squares.count, c.computeCount)

let table: [String] = {
  var lines: [String] = []
  for n in 1...3 {
    lines.append((1...3).map { String(n * $0) }.joined(separator: "\t"))
  }
  return lines
}()
table.forEach { print($0) }

struct Settings {
  lazy var theme = "dark"
  lazy var fontSize: Int = self.theme == "dark" ? 14 : 12
}
var settings = Settings()
settings.theme = "light"
print(settings.fontSize, settings.theme)

// expect: ["header built"]
// expect: == REPORT ==
// expect: rows=3 total=167
// expect: rows=3 total=167
// expect: ["header built", "summary built"]
// expect: [  5]
// expect: [120]
// expect: [ 42]
// expect: 0
// expect: 25 1
// expect: cache with 5 squares, computed 1x
// expect: 6 1
// expect: 1	2	3
// expect: 2	4	6
// expect: 3	6	9
// expect: 12 light
