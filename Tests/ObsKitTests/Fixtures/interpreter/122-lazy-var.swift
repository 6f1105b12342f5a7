// lazy stored properties are initialized on first access only
class Report {
    let title: String
    lazy var body: String = {
        print("computing body")
        return "Report about \(title)"
    }()
    init(title: String) {
        self.title = title
        print("init done")
    }
}

let r = Report(title: "sales")
print("before access")
print(r.body)
print(r.body)
r.body = "overridden"
print(r.body)

// expect: init done
// expect: before access
// expect: computing body
// expect: Report about sales
// expect: Report about sales
// expect: overridden
