// Compiler test style (test/Interpreter/protocol_extensions.swift): extension members on existentials and inout through extension properties
// known-gap: line 24: expected "set flag", got "get flag"
extension Sequence {
  var tally: Int {
    var result = 0
    for _ in self { result += 1 }
    return result
  }
}
print(["a", "b", "c", "d"].tally)
print((1...10).tally)
print("héllo".tally)

extension Collection {
  func indexWhere(_ fn: (Element) -> Bool) -> Index? {
    for i in indices where fn(self[i]) { return i }
    return nil
  }
}
print(["a", "b", "c", "d"].indexWhere { $0 == "c" }!)
print([1, 3, 5].indexWhere { $0 % 2 == 0 } as Any)

extension Collection where Element == String {
  var commaList: String {
    var out = ""
    for (i, s) in enumerated() {
      if i > 0 { out += ", " }
      out += s
    }
    return out
  }
}
print(["x", "y", "z"].commaList)
print(["solo"][...].commaList)

protocol Runner { func step() }
extension Runner {
  func run() {
    print("run begins")
    step()
  }
}
struct SRunner: Runner { func step() { print("  struct step") } }
class CRunner: Runner { func step() { print("  class step") } }
var runner: any Runner = SRunner()
runner.run()
runner = CRunner()
runner.run()

protocol Flag {
  mutating func set(_ b: Bool)
  func get() -> Bool
}
extension Flag {
  var ext: Bool {
    get { return get() }
    set { set(newValue) }
  }
}
extension Bool: Flag {
  mutating func set(_ b: Bool) { self = b }
  func get() -> Bool { return self }
}
class BoxFlag: Flag {
  var stored = false
  func set(_ b: Bool) { print("BoxFlag.set(\(b))"); stored = b }
  func get() -> Bool { return stored }
}

func toggle(_ value: inout Bool) { value = !value }

var p: any Flag = true
p.ext = true
print(p.ext)
p.ext = false
print(p.ext)
toggle(&p.ext)
print(p.ext, p as? Bool as Any)

p = BoxFlag()
p.ext = true
print(p.ext)
toggle(&p.ext)
print(p.ext)

struct Holder {
  var _flag: any Flag
  var flag: any Flag {
    get { print("get flag"); return _flag }
    set { print("set flag"); _flag = newValue }
  }
}
var h = Holder(_flag: false)
h.flag.ext = true
print(h.flag.ext)
toggle(&h.flag.ext)
print(h._flag.ext)

protocol Initable { init(x: Int) }
extension Initable { init() { self.init(x: 17) } }

class Super: Initable {
  required init(x: Int) { print("\(x) \(type(of: self))") }
}
class Sub: Super {}

_ = Super()
_ = Sub()
var meta: Super.Type = Super.self
_ = meta.init()
meta = Sub.self
_ = meta.init()
print("DONE")

// expect: 4
// expect: 10
// expect: 5
// expect: 2
// expect: nil
// expect: x, y, z
// expect: solo
// expect: run begins
// expect:   struct step
// expect: run begins
// expect:   class step
// expect: true
// expect: false
// expect: true Optional(true)
// expect: BoxFlag.set(true)
// expect: true
// expect: BoxFlag.set(false)
// expect: false
// expect: get flag
// expect: set flag
// expect: get flag
// expect: true
// expect: get flag
// expect: set flag
// expect: false
// expect: 17 Super
// expect: 17 Sub
// expect: 17 Super
// expect: 17 Sub
// expect: DONE
