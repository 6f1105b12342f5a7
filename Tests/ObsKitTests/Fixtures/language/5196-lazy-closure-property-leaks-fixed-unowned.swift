// Book style (Automatic Reference Counting): a lazy closure property that leaks, fixed with an unowned capture list
class Report {
    let title: String
    let rows: [String]
    lazy var leakyRender: () -> String = {
        "\(self.title): \(self.rows.count) rows"
    }
    lazy var render: () -> String = { [unowned self] in
        "\(self.title): " + self.rows.joined(separator: ", ")
    }
    init(title: String, rows: [String]) {
        self.title = title
        self.rows = rows
        print("report \(title) created")
    }
    deinit { print("report \(title) discarded") }
}

class Scheduler {
    var jobs: [() -> Void] = []
    let name: String
    init(name: String) { self.name = name }
    deinit { print("scheduler \(name) stopped") }
    func schedule(_ report: Report) {
        jobs.append { [weak self, unowned report] in
            print("\(self?.name ?? "?") runs \(report.render())")
        }
    }
    func runAll() {
        for job in jobs { job() }
    }
}

var leaky: Report? = Report(title: "Q1", rows: ["a", "b"])
print(leaky!.leakyRender())
leaky = nil
print("Q1 should have gone but did not")

var fine: Report? = Report(title: "Q2", rows: ["x", "y", "z"])
print(fine!.render())
let renderer = fine!.render
print(renderer())
fine = nil
print("Q2 released")

let unused: Report? = Report(title: "Q3", rows: [])
_ = unused
var scheduler: Scheduler? = Scheduler(name: "cron")
let q4 = Report(title: "Q4", rows: ["r1"])
scheduler!.schedule(q4)
scheduler!.schedule(q4)
scheduler!.runAll()
let saved = scheduler!.jobs
scheduler = nil
saved[0]()
print("jobs kept:", saved.count)

func makeCounter() -> () -> Int {
    var n = 0
    return { n += 1; return n }
}
let c1 = makeCounter()
let c2 = c1
print(c1(), c2(), c1())

// expect: report Q1 created
// expect: Q1: 2 rows
// expect: Q1 should have gone but did not
// expect: report Q2 created
// expect: Q2: x, y, z
// expect: Q2: x, y, z
// expect: report Q2 discarded
// expect: Q2 released
// expect: report Q3 created
// expect: report Q4 created
// expect: cron runs Q4: r1
// expect: cron runs Q4: r1
// expect: scheduler cron stopped
// expect: ? runs Q4: r1
// expect: jobs kept: 2
// expect: 1 2 3
