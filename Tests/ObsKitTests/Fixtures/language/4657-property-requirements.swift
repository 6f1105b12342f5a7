// Compiler test style: property requirements (get, get set, static) satisfied in different ways
protocol Named {
  var name: String { get }
}
protocol Settable {
  var value: Int { get set }
}

struct Stored: Named { let name: String }
struct Computed: Named { var name: String { "computed" } }
struct LazyOne: Named { lazy var backing = "lazy"; var name: String { "lazy-ish" } }
class ClassVar: Named {
  var name: String { "class" }
}
class SubVar: ClassVar {
  override var name: String { "sub of " + super.name }
}
enum E: Named {
  case a, b
  var name: String { self == .a ? "enum a" : "enum b" }
}

let named: [any Named] = [Stored(name: "stored"), Computed(), LazyOne(), ClassVar(), SubVar(), E.a, E.b]
print(named.map { $0.name })

struct Observed: Settable {
  var log: [String] = []
  var value: Int = 0 {
    willSet { log.append("will \(newValue)") }
    didSet { log.append("did \(oldValue)->\(value)") }
  }
}
struct Clamped: Settable {
  private var raw = 0
  var value: Int {
    get { raw }
    set { raw = min(max(newValue, 0), 10) }
  }
}
func setAll<T: Settable>(_ x: inout T, _ vals: [Int]) { for v in vals { x.value = v } }
func addOne<T: Settable>(_ x: inout T) { x.value += 1 }

var o = Observed()
setAll(&o, [1, 2])
addOne(&o)
print(o.value, o.log)
var c = Clamped()
setAll(&c, [5, 50])
print(c.value)
addOne(&c)
print(c.value)
c.value = -3
print(c.value)

var boxes: [any Settable] = [Observed(), Clamped()]
for i in boxes.indices { boxes[i].value = 12; boxes[i].value += 1 }
print(boxes.map { $0.value })
if let ob = boxes[0] as? Observed { print(ob.log) }

protocol Config {
  static var defaultName: String { get }
  static var version: Int { get set }
}
struct AppConfig: Config {
  static let defaultName = "app"
  static var version = 1
}
enum TestConfig: Config {
  static var defaultName: String { "test" }
  static var version: Int {
    get { 99 }
    set { print("ignored set \(newValue)") }
  }
}
func bumpVersion<T: Config>(_: T.Type) { T.version += 1 }
bumpVersion(AppConfig.self)
bumpVersion(AppConfig.self)
bumpVersion(TestConfig.self)
print(AppConfig.version, TestConfig.version, AppConfig.defaultName, TestConfig.defaultName)

protocol HasID { var id: Int { get } }
struct Thing: HasID { var id: Int }
var t = Thing(id: 1)
t.id = 2
let asID: any HasID = t
print(asID.id)
func ids<T: HasID>(_ xs: [T]) -> [Int] { xs.map(\.id) }
print(ids([Thing(id: 4), Thing(id: 5)]))
let kp: KeyPath<Thing, Int> = \.id
print(t[keyPath: kp])

// expect: ["stored", "computed", "lazy-ish", "class", "sub of class", "enum a", "enum b"]
// expect: 3 ["will 1", "did 0->1", "will 2", "did 1->2", "will 3", "did 2->3"]
// expect: 10
// expect: 10
// expect: 0
// expect: [13, 10]
// expect: ["will 12", "did 0->12", "will 13", "did 12->13"]
// expect: ignored set 100
// expect: 3 99 app test
// expect: 2
// expect: [4, 5]
// expect: 2
