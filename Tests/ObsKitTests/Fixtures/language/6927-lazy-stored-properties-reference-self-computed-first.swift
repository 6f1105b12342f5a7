// Swift book style (lazy properties): lazy stored properties that reference self, computed on first access only, in a class and a subclass
class Report {
    let title: String
    var lines: [String]
    lazy var header: String = {
        print("building header for \(self.title)")
        return "== \(self.title.uppercased()) =="
    }()
    lazy var wordCount: Int = self.lines.reduce(0) { $0 + $1.split(separator: " ").count }
    init(title: String, lines: [String]) {
        self.title = title
        self.lines = lines
        print("Report \(title) created")
    }
    func render() -> String {
        ([header] + lines).joined(separator: "\n")
    }
}

class SignedReport: Report {
    let author: String
    lazy var footer = "-- \(author), \(wordCount) words"
    init(title: String, lines: [String], author: String) {
        self.author = author
        super.init(title: title, lines: lines)
    }
    override func render() -> String {
        super.render() + "\n" + footer
    }
}

let r = Report(title: "weekly", lines: ["all good", "ship it"])
print("before first use")
print(r.render())
print(r.render())
r.lines.append("one more thing here")
print("word count stays \(r.wordCount)")

let s = SignedReport(title: "q3", lines: ["revenue up", "costs down a bit"], author: "Mo")
s.lines.append("extra line")
print(s.render())
s.header = "custom header"
print(s.render())

// expect: Report weekly created
// expect: before first use
// expect: building header for weekly
// expect: == WEEKLY ==
// expect: all good
// expect: ship it
// expect: == WEEKLY ==
// expect: all good
// expect: ship it
// expect: word count stays 8
// expect: Report q3 created
// expect: building header for q3
// expect: == Q3 ==
// expect: revenue up
// expect: costs down a bit
// expect: extra line
// expect: -- Mo, 8 words
// expect: custom header
// expect: revenue up
// expect: costs down a bit
// expect: extra line
// expect: -- Mo, 8 words
