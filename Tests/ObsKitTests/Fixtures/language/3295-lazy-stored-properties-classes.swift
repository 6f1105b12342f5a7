// Compiler test style: lazy stored properties in classes initialized on first access
class Report {
    let title: String
    lazy var header: String = {
        print("computing header")
        return "== \(self.title) =="
    }()
    lazy var wordCount: Int = self.title.split(separator: " ").count
    init(title: String) { self.title = title; print("init \(title)") }
}
class DetailedReport: Report {
    lazy var footer: String = "end of " + header
}

let r = Report(title: "quarterly sales numbers")
print("created")
print(r.header)
print(r.header)
print(r.wordCount)
r.header = "custom"
print(r.header)
let d = DetailedReport(title: "annual")
print(d.footer)
print(d.header)
// expect: init quarterly sales numbers
// expect: created
// expect: computing header
// expect: == quarterly sales numbers ==
// expect: == quarterly sales numbers ==
// expect: 3
// expect: custom
// expect: init annual
// expect: computing header
// expect: end of == annual ==
// expect: == annual ==
