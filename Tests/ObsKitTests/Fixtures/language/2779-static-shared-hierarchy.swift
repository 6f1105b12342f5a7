// Compiler test style: static stored properties shared across subclasses and initialized in dependency order
func note(_ s: String) -> String { print("init " + s); return s }

class Base {
  static var count = 0
  static let first = note("Base.first")
  static let second = note("Base.second uses " + first)
  class var label: String { return "Base" }
  init() { Base.count += 1 }
}

class Sub: Base {
  static let own = note("Sub.own")
  override class var label: String { return "Sub/" + super.label }
  override init() {
    super.init()
    Sub.count += 10
  }
}

print("start")
_ = Base()
_ = Sub()
print(Base.count, Sub.count)
Sub.count = 0
print(Base.count)
print(Sub.second)
print(Sub.first)
print(Sub.own)
print(Sub.label)
// expect: start
// expect: 12 12
// expect: 0
// expect: init Base.first
// expect: init Base.second uses Base.first
// expect: Base.second uses Base.first
// expect: Base.first
// expect: init Sub.own
// expect: Sub.own
// expect: Sub/Base
