// Compiler test style: lazy stored properties initialized on first access, with side effects logged
var log: [String] = []

class DataImporter {
    var filename = "data.txt"
    init() { log.append("importer created") }
    func load() -> [String] { return ["row1", "row2"] }
}

class DataManager {
    lazy var importer = DataImporter()
    lazy var summary: String = {
        log.append("summary computed")
        return "rows: \(self.data.count)"
    }()
    var data: [String] = []
}

let manager = DataManager()
manager.data.append("Some data")
manager.data.append("Some more data")
print("log before:", log)
print(manager.importer.filename)
print("log after importer:", log)
print(manager.summary)
manager.data.append("third")
print(manager.summary)
print("final log:", log)
manager.importer.filename = "other.csv"
print(manager.importer.filename, manager.importer.load())
print(log.count)

struct Counter {
    lazy var start: Int = { log.append("start"); return 10 }()
    var steps = 0
}
var c = Counter()
c.steps += 1
print(log.last!)
print(c.start + c.steps)
print(log.last!)
// expect: log before: []
// expect: data.txt
// expect: log after importer: ["importer created"]
// expect: rows: 2
// expect: rows: 2
// expect: final log: ["importer created", "summary computed"]
// expect: other.csv ["row1", "row2"]
// expect: 2
// expect: summary computed
// expect: 11
// expect: start
