// Compiler test style: lazy properties initialized on first access, then mutated
var initLog: [String] = []

struct Report {
    var rows: [Int]
    lazy var total: Int = {
        initLog.append("total computed")
        return rows.reduce(0, +)
    }()
    lazy var label = "Report of \(rows.count)"
}

var rep = Report(rows: [1, 2, 3])
print(initLog)
print(rep.total)
rep.rows.append(10)
print(rep.total)
rep.total += 1
print(rep.total)
print(initLog)
print(rep.label)
rep.label.append("!")
print(rep.label)

var rep2 = Report(rows: [5])
var rep3 = rep2
print(rep2.total, rep3.total, initLog.count)

final class Cache {
    lazy var table: [Int: String] = {
        print("building table")
        return [1: "one"]
    }()
    lazy var size: Int = self.table.count
}
let cache = Cache()
print("cache made")
cache.table[2] = "two"
print(cache.size)
cache.table[3] = "three"
print(cache.size, cache.table.keys.sorted())
// expect: []
// expect: 6
// expect: 6
// expect: 7
// expect: ["total computed"]
// expect: Report of 4
// expect: Report of 4!
// expect: 5 5 3
// expect: cache made
// expect: building table
// expect: 2
// expect: 2 [1, 2, 3]
