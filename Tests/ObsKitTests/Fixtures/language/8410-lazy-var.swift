// Compiler-test style: lazy stored properties initialize once on first access, can reference self, and lazy sequences
var log: [String] = []

struct Report {
    let numbers: [Int]
    lazy var total: Int = {
        log.append("computing total")
        return numbers.reduce(0, +)
    }()
    lazy var summary: String = "total=\(total) count=\(numbers.count)"
}

class Document {
    let title: String
    init(title: String) { self.title = title; log.append("init \(title)") }
    lazy var header: String = {
        log.append("building header")
        return "== \(self.title.uppercased()) =="
    }()
    lazy var words: [String] = title.split(separator: " ").map(String.init)
}

var r = Report(numbers: [1, 2, 3, 4])
print(log)
print(r.total)
print(r.total, log)
print(r.summary)
var copy = r
copy.total = 0
print(r.total, copy.total, copy.summary)

log.removeAll()
let d = Document(title: "lazy swift notes")
print(log)
print(d.header)
print(d.header)
print(log)
print(d.words.count, d.words.last!)

log.removeAll()
let mapped = [1, 2, 3, 4, 5, 6].lazy.map { n -> Int in log.append("map \(n)"); return n * n }.filter { $0 % 2 == 0 }
print("created, log size \(log.count)")
print(Array(mapped.prefix(2)))
print(log.joined(separator: ","))

// expect: []
// expect: 10
// expect: 10 ["computing total"]
// expect: total=10 count=4
// expect: 10 0 total=10 count=4
// expect: ["init lazy swift notes"]
// expect: == LAZY SWIFT NOTES ==
// expect: == LAZY SWIFT NOTES ==
// expect: ["init lazy swift notes", "building header"]
// expect: 3 notes
// expect: created, log size 0
// expect: [4, 16]
// expect: map 1,map 2,map 3,map 4,map 5,map 6,map 1,map 2,map 2,map 3,map 4,map 5
