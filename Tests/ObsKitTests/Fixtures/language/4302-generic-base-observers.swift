// Compiler test style: observers added in subclasses of a generic class, on stored and computed inherited properties
class Cell<T> {
  var value: T {
    didSet { print("  Cell.didSet \(oldValue) -> \(value)") }
  }
  var backing: [T] = []
  var last: T? {
    get { return backing.last }
    set {
      print("  Cell.last set \(String(describing: newValue))")
      if let v = newValue { backing.append(v) }
    }
  }
  init(_ v: T) { value = v }
}

class AuditedCell<T>: Cell<T> {
  var audit: [String] = []
  override var value: T {
    willSet { audit.append("will \(newValue)") }
    didSet { audit.append("did \(value)") }
  }
  override var last: T? {
    willSet { print("  Audited.last willSet \(String(describing: newValue))") }
    didSet { print("  Audited.last didSet old=\(String(describing: oldValue))") }
  }
}

final class IntCell: AuditedCell<Int> {
  override var value: Int {
    didSet {
      if value > 100 {
        print("  IntCell capping \(value)")
        value = 100
      }
    }
  }
}

print("string cell:")
let s = AuditedCell("a")
s.value = "b"
s.value += "c"
print(s.audit)
s.last = "q"
s.last = nil
print(s.backing)

print("int cell:")
let i = IntCell(5)
i.value = 50
i.value = 500
print(i.value, i.audit)
i.last = 7
i.last = 8
print(i.backing, i.last ?? -1)

print("through base type:")
let base: Cell<Int> = i
base.value = 1
print(i.audit.count, base.value)
// expect: string cell:
// expect:   Cell.didSet a -> b
// expect:   Cell.didSet b -> bc
// expect: ["will b", "did b", "will bc", "did bc"]
// expect:   Audited.last willSet Optional("q")
// expect:   Cell.last set Optional("q")
// expect:   Audited.last didSet old=nil
// expect:   Audited.last willSet nil
// expect:   Cell.last set nil
// expect:   Audited.last didSet old=Optional("q")
// expect: ["q"]
// expect: int cell:
// expect:   Cell.didSet 5 -> 50
// expect:   Cell.didSet 50 -> 500
// expect:   IntCell capping 500
// expect:   Cell.didSet 500 -> 100
// expect: 100 ["will 50", "did 50", "will 500", "did 500", "will 100", "did 100"]
// expect:   Audited.last willSet Optional(7)
// expect:   Cell.last set Optional(7)
// expect:   Audited.last didSet old=nil
// expect:   Audited.last willSet Optional(8)
// expect:   Cell.last set Optional(8)
// expect:   Audited.last didSet old=Optional(7)
// expect: [7, 8] 8
// expect: through base type:
// expect:   Cell.didSet 100 -> 1
// expect: 8 1
