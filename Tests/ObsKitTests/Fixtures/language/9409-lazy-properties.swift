// lazy stored properties, lazy closures capturing self, and lazy sequences evaluated on demand (expected output from swiftc 6.3.1 on Linux)
final class ReportGenerator {
    let entries: [Int]
    var buildCount = 0

    init(entries: [Int]) {
        self.entries = entries
        print("ReportGenerator created")
    }

    lazy var sortedEntries: [Int] = {
        buildCount += 1
        print("  sorting \(entries.count) entries")
        return entries.sorted()
    }()

    lazy var summary: String = makeSummary()

    private func makeSummary() -> String {
        print("  building summary")
        return "min \(sortedEntries.first!), max \(sortedEntries.last!)"
    }

    lazy var formatter: (Int) -> String = { [unowned self] value in
        "\(value)/\(self.entries.count)"
    }
}

struct Profile {
    let name: String
    lazy var greeting: String = "Hello, \(name)!"
}

let gen = ReportGenerator(entries: [42, 7, 19, 88, 3])
print("before access, builds: \(gen.buildCount)")
print(gen.summary)
print(gen.summary)
print(gen.sortedEntries)
print("builds: \(gen.buildCount)")
print(gen.formatter(3))

var profile = Profile(name: "Noor")
print(profile.greeting)
profile.greeting = "Hi!"
print(profile.greeting)

var evaluated: [Int] = []
let lazySquares = (1...1_000_000).lazy.map { n -> Int in
    evaluated.append(n)
    return n * n
}
let firstBig = lazySquares.first { $0 > 50 }
print("first square > 50: \(firstBig!), evaluated \(evaluated.count) values")

let firstThree = Array((1...).lazy.filter { $0 % 7 == 0 }.prefix(3))
print(firstThree)

evaluated.removeAll()
let mapped = [10, 20, 30].lazy.map { n -> Int in evaluated.append(n); return n + 1 }
print("nothing yet: \(evaluated)")
print(mapped[1], "evaluated: \(evaluated)")
// expect: ReportGenerator created
// expect: before access, builds: 0
// expect:   building summary
// expect:   sorting 5 entries
// expect: min 3, max 88
// expect: min 3, max 88
// expect: [3, 7, 19, 42, 88]
// expect: builds: 1
// expect: 3/5
// expect: Hello, Noor!
// expect: Hi!
// expect: first square > 50: 64, evaluated 8 values
// expect: [7, 14, 21]
// expect: nothing yet: []
// expect: 21 evaluated: [20]
