// from swiftlang/swift test/Interpreter/closures.swift (adapted)
// expected output: swiftc 6.3.1 (Linux), run on this machine

func localFunc(x: Int) -> Int {
  func addToX(y: Int) -> Int {
    return x + y
  }
  return addToX(y: 1)
}

func localFunc2(x: Int) -> (Int) -> Int {
  func addToX(y: Int) -> Int {
    return x + y
  }
  return addToX
}

// FIXME global vars
func test() {
  print(localFunc(x: 2))
  print(localFunc2(x: 2)(3))

  let lf = localFunc
  print(lf(7))

  let lf2 = localFunc2
  let lf2_ = lf2(5)
  print(lf2_(8))
}

test()

// <rdar://problem/19776288>
func map<T>(fn: (T) -> ()) {
    print("Void overload")
}

func map<T,U>(fn: (T) -> U) {
    print("Non-void overload")
}

map(fn: {()})

map(fn: {(x: Int) -> Int in x})

// expect: 3
// expect: 5
// expect: 8
// expect: 13
// expect: Void overload
// expect: Non-void overload
