// from swiftlang/swift test/Interpreter/switch.swift (adapted)
// expected output: swiftc 6.3.1 (Linux), run on this machine

// Stand-in for StdlibUnittest's LifetimeTracked: counts live instances.
var liveCount = 0
final class LifetimeTracked {
  let value: Int
  init(_ value: Int) { self.value = value; liveCount += 1 }
  deinit { liveCount -= 1 }
}

func expectEqual<T: Equatable>(_ a: T, _ b: T, line: Int = #line) {
  print(a == b ? "ok" : "FAIL line \(line)")
}
func expectTrue(_ b: Bool, line: Int = #line) {
  print(b ? "ok" : "FAIL line \(line)")
}

public enum Phase<Value> {
  case possible
  case active(Value)
  case paused(Value)
  case ended(Value)
  case failed
}

extension Phase {
  public var valueLet: Value? {
	  switch self {
    case .possible, .failed:
      return nil
    case let .active(value), let .paused(value), let .ended(value):
      return value
    }
  }

  public var valueVar: Value? {
	  switch self {
    case .possible, .failed:
      return nil
    case var .active(value), var .paused(value), var .ended(value):
      return value
    }
  }
}

enum K {
  case A, B
}

enum A<K> {
  case left(a: K, b: K)
  case right(a: K, b: K)

  var valueLet: [K] {
    switch self {
    case let .left(a, b), let .right(a, b):
      return [a, b]
    }
  }

  var valueVar: [K] {
    switch self {
    case var .left(a, b), var .right(a, b):
      return [a, b]
    }
  }
}

print("GenericLet")
do {
  do {
    expectEqual(1.0, Phase.active(1.0).valueLet)
    expectEqual(2.0, Phase.paused(2.0).valueLet)
    expectEqual(3.0, Phase.ended(3.0).valueLet)
    expectTrue(Phase<Int>.possible.valueLet == nil)
  }

  do {
    let l = LifetimeTracked(0)
    expectTrue(l === Phase.active(l).valueLet)
    expectTrue(l === Phase.paused(l).valueLet)
    expectTrue(l === Phase.ended(l).valueLet)
  }

  do {
    expectEqual([K.A, K.B], A.left(a: K.A, b: K.B).valueLet)
    expectEqual([K.A, K.B], A.right(a: K.A, b: K.B).valueLet)
  }

  do {
    let l = LifetimeTracked(0)
    let r = LifetimeTracked(0)
    let arr = A.left(a: l, b: r).valueLet
    expectTrue(arr[0] === l)
    expectTrue(arr[1] === r)
  }

  do {
    let l = LifetimeTracked(0)
    let r = LifetimeTracked(0)
    let arr = A.right(a: l, b: r).valueLet
    expectTrue(arr[0] === l)
    expectTrue(arr[1] === r)
  }
}
print("live: \(liveCount)")

print("GenericVar")
do {
  do {
    expectEqual(1.0, Phase.active(1.0).valueVar)
    expectEqual(2.0, Phase.paused(2.0).valueVar)
    expectEqual(3.0, Phase.ended(3.0).valueVar)
  }

  do {
    let l = LifetimeTracked(0)
    expectTrue(l === Phase.active(l).valueVar)
    expectTrue(l === Phase.paused(l).valueVar)
    expectTrue(l === Phase.ended(l).valueVar)
  }

  do {
    expectEqual([K.A, K.B], A.left(a: K.A, b: K.B).valueVar)
    expectEqual([K.A, K.B], A.right(a: K.A, b: K.B).valueVar)
  }

  do {
    let l = LifetimeTracked(0)
    let r = LifetimeTracked(0)
    let arr = A.left(a: l, b: r).valueVar
    expectTrue(arr[0] === l)
    expectTrue(arr[1] === r)
  }

  do {
    let l = LifetimeTracked(0)
    let r = LifetimeTracked(0)
    let arr = A.right(a: l, b: r).valueVar
    expectTrue(arr[0] === l)
    expectTrue(arr[1] === r)
  }
}
print("live: \(liveCount)")

enum Gesture {
  case pan(Any)
  case pinch(Any)
}

extension Gesture {
  var valueLet: Any {
    switch self {
    case .pan(let data),
         .pinch(let data):
      return data
    }
  }
  var valueVar: Any {
    switch self {
    case .pan(var data),
         .pinch(var data):
      return data
    }
  }
}

print("Gesture let")
do {
  expectEqual(1, Gesture.pan(1).valueLet as! Int)
  expectEqual(2, Gesture.pinch(2).valueLet as! Int)

  let l = LifetimeTracked(0)
  expectTrue(l === Gesture.pan(l).valueLet as! LifetimeTracked)
  expectTrue(l === Gesture.pinch(l).valueLet as! LifetimeTracked)
}

print("Gesture var")
do {
  expectEqual(1, Gesture.pan(1).valueVar as! Int)
  expectEqual(2, Gesture.pinch(2).valueVar as! Int)

  let l = LifetimeTracked(0)
  expectTrue(l === Gesture.pan(l).valueVar as! LifetimeTracked)
  expectTrue(l === Gesture.pinch(l).valueVar as! LifetimeTracked)
}
print("live: \(liveCount)")

print("TupleUnforwarding")
// None of these switches should leak.
do {
  let l = LifetimeTracked(0)
  let r: Optional<Any> = LifetimeTracked(0) as Any

  switch (l, r) {
  case (_, _):
    print("case 1")
  }
}

do {
  let l = LifetimeTracked(0)
  let r: Optional<Any> = LifetimeTracked(0) as Any
  switch (l, r) {
  case let (x, _):
    print("case 2 x.value=\(x.value)")
  }
}

do {
  let l = LifetimeTracked(0)
  let r: Optional<Any> = LifetimeTracked(0) as Any
  switch (l, r) {
  case let (_, y as LifetimeTracked):
    print("case 3 y.value=\(y.value)")
  case let (x, _):
    print("case 3 fallback \(x.value)")
  }
}
print("live: \(liveCount)")

protocol P {}

print("Protocol Conformance Check Leaks")
do {
  let x = LifetimeTracked(0)
  let y = LifetimeTracked(1)
  switch (x as Any, y as Any) {
  case (is P, is P):
    print("both P")
  default:
    print("not P")
  }
}
print("live: \(liveCount)")

print("Enum Initialization Leaks")
do {
  enum Enum1 {
  case case1(LifetimeTracked)
  case case2(LifetimeTracked, Int)
  }

  enum Enum2 {
  case case1(LifetimeTracked)
  case case2(Enum1, LifetimeTracked)
  }

  struct Struct {
    var value: Enum2 = .case2(.case1(LifetimeTracked(0)), LifetimeTracked(1))

    func doSomethingIfLet() {
      if case let .case2(.case2(k, _), _) = value {
        print("matched \(k.value)")
        return
      }
      print("if-let no match")
    }

    func doSomethingSwitch() {
      switch value {
      case let .case2(.case2(k, _), _):
        print("matched \(k.value)")
        return
      case let .case2(.case1(k), other):
        print("switch case1 \(k.value) \(other.value)")
        return
      default:
        return
      }
    }

    func doSomethingGuardLet() {
      guard case let .case2(.case2(k, _), _) = value else {
        print("guard no match")
        return
      }
      print("matched \(k.value)")
    }
  }

  do {
    let s = Struct()
    s.doSomethingIfLet()
    s.doSomethingSwitch()
    s.doSomethingGuardLet()
  }
}
print("live: \(liveCount)")

// expect: GenericLet
// expect: ok
// expect: ok
// expect: ok
// expect: ok
// expect: ok
// expect: ok
// expect: ok
// expect: ok
// expect: ok
// expect: ok
// expect: ok
// expect: ok
// expect: ok
// expect: live: 0
// expect: GenericVar
// expect: ok
// expect: ok
// expect: ok
// expect: ok
// expect: ok
// expect: ok
// expect: ok
// expect: ok
// expect: ok
// expect: ok
// expect: ok
// expect: ok
// expect: live: 0
// expect: Gesture let
// expect: ok
// expect: ok
// expect: ok
// expect: ok
// expect: Gesture var
// expect: ok
// expect: ok
// expect: ok
// expect: ok
// expect: live: 0
// expect: TupleUnforwarding
// expect: case 1
// expect: case 2 x.value=0
// expect: case 3 y.value=0
// expect: live: 0
// expect: Protocol Conformance Check Leaks
// expect: not P
// expect: live: 0
// expect: Enum Initialization Leaks
// expect: if-let no match
// expect: switch case1 0 1
// expect: guard no match
// expect: live: 0
