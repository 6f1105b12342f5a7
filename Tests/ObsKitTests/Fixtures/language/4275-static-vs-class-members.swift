// Compiler test style: static vs class members, class method overriding, static stored properties
class Counter {
  static var instances = 0
  static let prefix = "C"
  class var unit: String { return "item" }
  static func reset() { instances = 0 }
  class func make() -> Counter {
    instances += 1
    return Counter()
  }
  class func describe() -> String {
    return "\(prefix)-\(unit)-\(self)"
  }
  func instanceDescribe() -> String {
    return type(of: self).describe()
  }
  required init() {}
}

class PageCounter: Counter {
  override class var unit: String { return "page" }
  override class func make() -> Counter {
    let c = super.make()
    print("  PageCounter.make created \(type(of: c))")
    return PageCounter()
  }
}

class BookCounter: PageCounter {
  override class var unit: String { return "book(" + super.unit + ")" }
  override class func describe() -> String {
    return "Book:" + super.describe()
  }
}

print(Counter.describe())
print(PageCounter.describe())
print(BookCounter.describe())

let c1 = Counter.make()
let c2 = PageCounter.make()
let c3 = BookCounter.make()
print("instances \(Counter.instances)")
print(PageCounter.instances == Counter.instances)
print(c1.instanceDescribe())
print(c2.instanceDescribe())
print(c3.instanceDescribe())

Counter.reset()
print("after reset \(BookCounter.instances)")
BookCounter.instances = 7
print("shared static \(Counter.instances)")

let metas: [Counter.Type] = [Counter.self, PageCounter.self, BookCounter.self]
for m in metas {
  print("\(m): unit=\(m.unit)")
}

struct Config {
  static var count = 0
  static let names = ["a", "b"]
  static func bump() -> Int {
    count += 1
    return count
  }
  var local = 1
}
print(Config.bump(), Config.bump(), Config.names.count)
print(Config.count)

enum Level {
  case low, high
  static var all: [Level] { return [.low, .high] }
  static func from(_ n: Int) -> Level { return n > 5 ? .high : .low }
}
print(Level.all.count, Level.from(3), Level.from(9))
// expect: C-item-Counter
// expect: C-page-PageCounter
// expect: Book:C-book(page)-BookCounter
// expect:   PageCounter.make created Counter
// expect:   PageCounter.make created Counter
// expect: instances 3
// expect: true
// expect: C-item-Counter
// expect: C-page-PageCounter
// expect: C-page-PageCounter
// expect: after reset 0
// expect: shared static 7
// expect: Counter: unit=item
// expect: PageCounter: unit=page
// expect: BookCounter: unit=book(page)
// expect: 1 2 2
// expect: 2
// expect: 2 low high
