// from swiftlang/swift test/Interpreter/weak.swift (adapted)
// expected output: swiftc 6.3.1 (Linux), run on this machine

protocol Protocol : AnyObject {
  func noop()
}

//========================== Test pure Swift classes ==========================

class SwiftClassBase : Protocol {
  func noop() { print("noop") }
}

class SwiftClass : SwiftClassBase {
  override init() {
    print("SwiftClass Created")
  }

  deinit {
    print("SwiftClass Destroyed")
  }
}

func printState(_ x : SwiftClassBase?) {
  print((x != nil) ? "is present" : "is nil")
}

func testSwiftClass() {
  print("testSwiftClass")

  weak var w : SwiftClassBase?
  printState(w)
  var c : SwiftClassBase = SwiftClass()
  printState(w)
  w = c
  printState(w)
  c.noop()
  c = SwiftClassBase()
  printState(w)
}

testSwiftClass()

func testSwiftImplicitOptionalClass() {
  print("testSwiftImplicitOptionalClass")

  weak var w : SwiftClassBase!
  printState(w)
  var c : SwiftClassBase = SwiftClass()
  printState(w)
  w = c
  printState(w)
  c.noop()
  c = SwiftClassBase()
  printState(w)
}

testSwiftImplicitOptionalClass()

func testWeakInLet() {
  print("testWeakInLet")

  struct WeakBox {
    weak var value: SwiftClassBase?
  }

  var obj: SwiftClassBase? = SwiftClass()
  let box = WeakBox(value: obj)
  printState(box.value)
  obj = nil
  printState(box.value)
}

testWeakInLet()

func testWeakLet() {
  print("testWeakLet")

  var obj: SwiftClassBase? = SwiftClass()
  weak let weakRef = obj
  printState(weakRef)
  obj = nil
  printState(weakRef)
}

testWeakLet()

//======================== Test Classbound Protocols ========================

func printState(_ x : Protocol?) {
  print((x != nil) ? "is present" : "is nil")
}

func testProtocol() {
  print("testProtocol")

  weak var w : Protocol?
  printState(w)
  var c : SwiftClassBase = SwiftClass()
  printState(w)
  w = c
  printState(w)
  c.noop()
  c = SwiftClassBase()
  printState(w)
}

testProtocol()

protocol P : AnyObject { }

func test_rdar15293354() {
  weak var x : P? = .none
  if x != nil {
    _ = x!
  }
}

test_rdar15293354()

func testStaticObject() {
  print("testStaticObject")

  enum Static {
    static let staticObject = SwiftClassBase()
  }
  weak var w: SwiftClassBase?
  printState(w)
  w = Static.staticObject
  printState(w)
}

testStaticObject()

// expect: testSwiftClass
// expect: is nil
// expect: SwiftClass Created
// expect: is nil
// expect: is present
// expect: noop
// expect: SwiftClass Destroyed
// expect: is nil
// expect: testSwiftImplicitOptionalClass
// expect: is nil
// expect: SwiftClass Created
// expect: is nil
// expect: is present
// expect: noop
// expect: SwiftClass Destroyed
// expect: is nil
// expect: testWeakInLet
// expect: SwiftClass Created
// expect: is present
// expect: SwiftClass Destroyed
// expect: is nil
// expect: testWeakLet
// expect: SwiftClass Created
// expect: is present
// expect: SwiftClass Destroyed
// expect: is nil
// expect: testProtocol
// expect: is nil
// expect: SwiftClass Created
// expect: is nil
// expect: is present
// expect: noop
// expect: SwiftClass Destroyed
// expect: is nil
// expect: testStaticObject
// expect: is nil
// expect: is present
