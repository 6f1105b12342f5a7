// Swift with Majid style: lazy properties, lazy sequences and custom subscripts
final class Report {
    let rows: [Int]
    var computeCount = 0
    init(rows: [Int]) { self.rows = rows }

    lazy var statistics: (min: Int, max: Int, mean: Double) = {
        computeCount += 1
        print("  (computing statistics)")
        let total = rows.reduce(0, +)
        return (rows.min()!, rows.max()!, Double(total) / Double(rows.count))
    }()

    lazy var histogram: [String] = rows.map { String(repeating: "#", count: $0) }
}

let report = Report(rows: [3, 7, 2, 5])
print("report created")
print(report.statistics.max)
print(report.statistics.mean)
print("computed", report.computeCount, "time(s)")
report.histogram.forEach { print($0) }

// Lazy sequences only do the work that is needed
var inspected = 0
let firstBig = (1...1_000_000).lazy
    .map { n -> Int in inspected += 1; return n * n }
    .first { $0 > 200 }
print("first square > 200:", firstBig!, "inspected:", inspected)

let lazyEvens = [1, 2, 3, 4, 5, 6, 7, 8].lazy.filter { $0 % 2 == 0 }.map { $0 * 10 }
print(Array(lazyEvens.prefix(3)))

// Custom subscripts
struct Grid<T> {
    let width: Int, height: Int
    private var cells: [T]
    init(width: Int, height: Int, fill: T) {
        self.width = width; self.height = height
        cells = Array(repeating: fill, count: width * height)
    }
    subscript(x: Int, y: Int) -> T {
        get { cells[y * width + x] }
        set { cells[y * width + x] = newValue }
    }
    subscript(row y: Int) -> [T] {
        Array(cells[(y * width)..<((y + 1) * width)])
    }
    subscript(column x: Int) -> [T] {
        (0..<height).map { self[x, $0] }
    }
}

var grid = Grid(width: 4, height: 3, fill: ".")
grid[0, 0] = "A"
grid[3, 2] = "Z"
grid[1, 1] = "M"
for y in 0..<grid.height { print(grid[row: y].joined()) }
print("column 3:", grid[column: 3])

struct Settings {
    private var values: [String: String] = [:]
    subscript(key: String, default fallback: String = "unset") -> String {
        get { values[key] ?? fallback }
        set { values[key] = newValue }
    }
    static subscript(label: String) -> String { "setting:" + label }
}
var settings = Settings()
settings["theme"] = "dark"
print(settings["theme"], settings["font"], settings["font", default: "mono"])
print(Settings["theme"])

// Generic subscript
struct JSONish {
    var storage: [String: Any] = ["count": 3, "name": "box", "ratio": 0.5]
    subscript<T>(key: String, as type: T.Type) -> T? { storage[key] as? T }
}
let j = JSONish()
print(j["count", as: Int.self] ?? 0, j["name", as: String.self] ?? "", j["name", as: Int.self] as Any)

// expect: report created
// expect:   (computing statistics)
// expect: 7
// expect: 4.25
// expect: computed 1 time(s)
// expect: ###
// expect: #######
// expect: ##
// expect: #####
// expect: first square > 200: 225 inspected: 15
// expect: [20, 40, 60]
// expect: A...
// expect: .M..
// expect: ...Z
// expect: column 3: [".", ".", "Z"]
// expect: dark unset mono
// expect: setting:theme
// expect: 3 box nil
