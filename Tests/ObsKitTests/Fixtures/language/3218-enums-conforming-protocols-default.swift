// Compiler test style: enums conforming to protocols with default implementations and associated types
protocol Describable {
  var title: String { get }
  func describe() -> String
}
extension Describable {
  func describe() -> String { "[\(title)]" }
}

protocol Cyclic: CaseIterable, Equatable {}
extension Cyclic {
  var next: Self {
    let all = Array(Self.allCases)
    let i = all.firstIndex(of: self)!
    return all[(i + 1) % all.count]
  }
}

enum Season: String, Describable, Cyclic {
  case spring, summer, autumn, winter
  var title: String { rawValue.uppercased() }
}

enum Mode: Describable, Cyclic {
  case light, dark
  var title: String { self == .light ? "Light" : "Dark" }
  func describe() -> String { "mode:\(title)" }
}

protocol Container {
  associatedtype Item
  var items: [Item] { get }
}
enum Bag: Container {
  case small, large
  var items: [Int] {
    switch self {
    case .small: return [1]
    case .large: return [1, 2, 3]
    }
  }
}

func show(_ d: any Describable) { print(d.describe()) }
show(Season.autumn)
show(Mode.dark)
var s = Season.autumn
for _ in 0..<3 { s = s.next; print(s) }
print(Mode.dark.next)
func total<C: Container>(_ c: C) -> Int where C.Item == Int { c.items.reduce(0, +) }
print(total(Bag.small), total(Bag.large))
let ds: [any Describable] = [Season.spring, Mode.light]
print(ds.map { $0.describe() })
// expect: [AUTUMN]
// expect: mode:Dark
// expect: winter
// expect: spring
// expect: summer
// expect: light
// expect: 1 6
// expect: ["[SPRING]", "mode:Light"]
