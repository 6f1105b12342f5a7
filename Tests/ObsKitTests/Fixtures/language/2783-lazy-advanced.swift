// Compiler test style: lazy optional reset, lazy closure capturing self, lazy in subclasses
var runs = 0

class Page {
  let title: String
  lazy var header: String? = {
    runs += 1
    print("building header for \(self.title)")
    return "<\(self.title)>"
  }()
  lazy var length: Int = title.count
  init(title: String) { self.title = title }
  deinit { print("Page \(title) deinit") }
}

class Article: Page {
  lazy var summary = "summary of " + (header ?? "none")
}

var p: Page? = Page(title: "home")
print(p!.header ?? "nil")
p!.header = nil
print(p!.header ?? "nil", runs)
print(p!.length)
p = nil

let a = Article(title: "news")
a.header = "[custom]"
print(a.summary, runs)

struct Cache {
  var hits = 0
  lazy var table: [Int] = { print("filling table"); return [1, 2, 3] }()
}
var c = Cache()
c.hits += 1
print(c.table.count, c.hits)
c.table.append(4)
print(c.table)
// expect: building header for home
// expect: <home>
// expect: nil 1
// expect: 4
// expect: Page home deinit
// expect: summary of [custom] 1
// expect: filling table
// expect: 3 1
// expect: [1, 2, 3, 4]
