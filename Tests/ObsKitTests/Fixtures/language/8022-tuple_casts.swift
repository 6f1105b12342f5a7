// from swiftlang/swift test/Interpreter/tuple_casts.swift (adapted)
// expected output: swiftc 6.3.1 (Linux), run on this machine

func anyToIntPoint(_ x: Any) -> (x: Int, y: Int) {
  return x as! (x: Int, y: Int)
}

func anyToIntPointOpt(_ x: Any) -> (x: Int, y: Int)? {
  return x as? (x: Int, y: Int)
}

func anyToInt2(_ x: Any) -> (Int, Int) {
  return x as! (Int, Int)
}

func anyToPartlyLabeled(_ x: Any) -> (first: Int, Int, third: Int) {
  return x as! (first: Int, Int, third: Int)
}

print("Adding/removing labels")
print(String(describing: anyToIntPoint((x: 1, y: 2))))
print(String(describing: anyToIntPoint((3, 4))))
print(String(describing: anyToIntPoint((x: 5, 6))))

print(String(describing: anyToInt2((1, 2))))
print(String(describing: anyToInt2((x: 3, y: 4))))
print(String(describing: anyToInt2((x: 5, 6))))

print(String(describing: anyToPartlyLabeled((1, 2, 3))))

print("Incorrect labels conditional cast")
print(anyToIntPointOpt((x: 1, z: 2)) == nil)
print(String(describing: anyToIntPointOpt((x: 1, y: 2))))

func castToThree<T, U, V>(_ x: Any, _: T.Type, _: U.Type, _: V.Type)
    -> (t: T, u: U, v: V) {
  return x as! (t: T, u: U, v: V)
}

func castToThreeOpt<T, U, V>(_ x: Any, _: T.Type, _: U.Type, _: V.Type)
    -> (t: T, u: U, v: V)? {
  return x as? (t: T, u: U, v: V)
}

class Tracked {
  let value: Int
  init(_ value: Int) { self.value = value }
}

class LifetimeA {
  var tracked: Tracked

  init(value: Int) {
    tracked = Tracked(value)
  }
}

class LifetimeB : LifetimeA {
}

class LifetimeC : LifetimeA {
}

protocol P { }
extension LifetimeA : P { }

print("Elementwise tuple casts that succeed")
do {
  let abc: (P, Any, P) = (LifetimeA(value: 1),
                          LifetimeB(value: 2),
                          LifetimeC(value: 3))

  print(String(describing: castToThree(abc, LifetimeA.self, LifetimeA.self,
                                   LifetimeA.self)))

  print(String(describing: castToThree((LifetimeA(value: 1),
                                    LifetimeB(value: 2),
                                    LifetimeC(value: 3)) as (P, Any, P),
                                   LifetimeA.self, LifetimeA.self,
                                   LifetimeA.self)))
  let t = castToThree(abc, LifetimeA.self, LifetimeB.self, LifetimeC.self)
  print(t.t.tracked.value, t.u.tracked.value, t.v.tracked.value)
}

print("Elementwise tuple casts that conditionally fail")
do {
  let abc: (P, Any, P) = (LifetimeA(value: 1),
                          LifetimeB(value: 2),
                          LifetimeC(value: 3))
  print(castToThreeOpt(abc, LifetimeA.self, LifetimeB.self, LifetimeB.self) == nil)
  print(castToThreeOpt(abc, LifetimeA.self, LifetimeC.self, LifetimeC.self) == nil)
  print(castToThreeOpt(abc, LifetimeC.self, LifetimeB.self, LifetimeC.self) == nil)
}

// expect: Adding/removing labels
// expect: (x: 1, y: 2)
// expect: (x: 3, y: 4)
// expect: (x: 5, y: 6)
// expect: (1, 2)
// expect: (3, 4)
// expect: (5, 6)
// expect: (first: 1, 2, third: 3)
// expect: Incorrect labels conditional cast
// expect: true
// expect: Optional((x: 1, y: 2))
// expect: Elementwise tuple casts that succeed
// expect: (t: main.LifetimeA, u: main.LifetimeB, v: main.LifetimeC)
// expect: (t: main.LifetimeA, u: main.LifetimeB, v: main.LifetimeC)
// expect: 1 2 3
// expect: Elementwise tuple casts that conditionally fail
// expect: true
// expect: true
// expect: true
