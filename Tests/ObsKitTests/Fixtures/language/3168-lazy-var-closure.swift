// Compiler test style: lazy var initialized by a closure referencing self, evaluated once
final class Report {
  let title: String
  var items: [String]
  var buildCount = 0

  lazy var header: String = {
    self.buildCount += 1
    return "== \(self.title) (\(self.items.count)) =="
  }()

  lazy var formatter: (String) -> String = { [unowned self] item in
    "\(self.title): \(item)"
  }

  init(title: String, items: [String]) {
    self.title = title
    self.items = items
    print("init \(title)")
  }
  deinit { print("deinit \(title)") }
}

do {
  let r = Report(title: "Sales", items: ["a", "b"])
  print("before header")
  print(r.header)
  r.items.append("c")
  print(r.header)
  print(r.buildCount)
  print(r.items.map(r.formatter))
}

struct Lazy {
  var base: Int
  lazy var squared: Int = { print("computing"); return base * base }()
}
var l = Lazy(base: 7)
print(l.squared)
l.base = 100
print(l.squared)
// expect: init Sales
// expect: before header
// expect: == Sales (2) ==
// expect: == Sales (2) ==
// expect: 1
// expect: ["Sales: a", "Sales: b", "Sales: c"]
// expect: deinit Sales
// expect: computing
// expect: 49
// expect: 49
