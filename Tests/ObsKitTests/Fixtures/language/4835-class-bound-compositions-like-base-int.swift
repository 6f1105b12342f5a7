// Compiler test style (test/Interpreter/subclass_existentials.swift): class-bound compositions like Base<Int> & P
protocol Tagged {
  init(tagged: ())
  func tagSelf() -> Self
  var tag: Int { get set }
  static var defaultTag: Int { get }
}

protocol Extra {}
extension Extra {
  func extensionEcho() -> Self { return self }
}

class Base<T>: Extra {
  var x: T
  var y: T
  required init(x: T, y: T) { self.x = x; self.y = y }
  func pair() -> (T, T) { return (x, y) }
  func swapped() -> (T, T) { return (x, y) }
  var scaled: Int = -8
  class var level: Int { return 1 }
}

class Derived: Base<Int>, Tagged {
  required init(x: Int, y: Int) { super.init(x: x, y: y) }
  convenience required init(tagged: ()) { self.init(x: 10, y: 20) }
  override func swapped() -> (Int, Int) { return (y, x) }
  override var scaled: Int {
    get { return super.scaled * 2 }
    set { super.scaled = newValue / 2 }
  }
  override class var level: Int { return super.level + 10 }
  func tagSelf() -> Self { return self }
  var tag: Int = 100
  static var defaultTag: Int { return 7 }
}

class OnlyTagged: Tagged {
  required init(tagged: ()) {}
  func tagSelf() -> Self { return self }
  var tag = 1
  static var defaultTag: Int { return 0 }
}

print(String(describing: (Base<Int> & Tagged).self))
print(String(describing: (Base<String> & Tagged & Extra).self))

let value: Base<Int> & Tagged = Derived(x: 123, y: 321)
print(value.pair())
print(value.swapped())
print(value === value.tagSelf())
print(value === value.extensionEcho())
let fn = value.swapped
print(fn())
print(value.scaled)
value.scaled += 4
print(value.scaled)
value.scaled += 1
print(value.scaled)

var mutable: Base<Int> & Tagged = Derived(x: 1, y: 2)
print(mutable.tag)
mutable.tag += 5
print(mutable.tag)

let meta: (Base<Int> & Tagged).Type = type(of: value)
print(meta, meta.level, meta.defaultTag)
let made = meta.init(x: 256, y: 512)
print(made.pair(), made.swapped())
let viaProtocolInit = meta.init(tagged: ())
print(viaProtocolInit.pair())

print("--- casts")
let b: Base<Int> = Derived(x: 4, y: 5)
if let composed = b as? (Base<Int> & Tagged) {
  print("cast ok", composed.x, composed.y, composed.tag)
}
let plain: Base<Int> = Base<Int>(x: 1, y: 1)
print(plain as? (Base<Int> & Tagged) == nil)
print(plain is Base<Int> & Tagged)
let t: any Tagged = Derived(x: 8, y: 9)
print((t as? (Base<Int> & Tagged))?.x ?? -1)
let other: any Tagged = OnlyTagged(tagged: ())
print((other as? (Base<Int> & Tagged))?.x ?? -1)
let e: any Extra = Derived(x: 3, y: 4)
print((e as? (Base<Int> & Tagged))?.y ?? -1)

func cast<T, U>(_ t: T, to: U.Type) -> U? { return t as? U }
print(cast(b, to: (Base<Int> & Tagged).self)?.swapped() ?? (0, 0))
print(cast(plain, to: (Base<Int> & Tagged).self) == nil)
print(cast(other, to: (Base<Int> & Tagged).self) == nil)

// expect: Base<Int> & Tagged
// expect: Base<String> & Extra & Tagged
// expect: (123, 321)
// expect: (321, 123)
// expect: true
// expect: true
// expect: (321, 123)
// expect: -16
// expect: -12
// expect: -10
// expect: 100
// expect: 105
// expect: Derived 11 7
// expect: (256, 512) (512, 256)
// expect: (10, 20)
// expect: --- casts
// expect: cast ok 4 5 100
// expect: true
// expect: false
// expect: 8
// expect: -1
// expect: 4
// expect: (5, 4)
// expect: true
// expect: true
