// A struct's `lazy var` is computed on its first read only, then kept; a class's too.
// Expected output from swiftc 6.3.1 on Linux.
struct Report {
    var rows: [Int]
    lazy var total: Int = {
        print("computing total")
        return rows.reduce(0, +)
    }()
}
var report = Report(rows: [1, 2, 3])
print("made")
print(report.total, report.total)
report.rows.append(10)
print(report.total)
final class Catalog {
    lazy var items: [String] = { print("loading items"); return ["a", "b"] }()
}
let catalog = Catalog()
print(catalog.items.count, catalog.items.count)

// expect: made
// expect: computing total
// expect: 6 6
// expect: 6
// expect: loading items
// expect: 2 2
