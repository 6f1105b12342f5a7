// from swiftlang/swift test/Interpreter/generic_casts.swift (adapted)
// expected output: swiftc 6.3.1 (Linux), run on this machine

func allToInt<T>(_ x: T) -> Int {
  return x as! Int
}

func allToIntOrZero<T>(_ x: T) -> Int {
  if x is Int {
    return x as! Int
  }
  return 0
}

func anyToInt(_ x: Any) -> Int {
  return x as! Int
}

func anyToIntOrZero(_ x: Any) -> Int {
  if x is Int {
    return x as! Int
  }
  return 0
}

protocol Class : AnyObject {}

class C : Class {

  func print() { Swift.print("C!") }
}
class D : C {
  override func print() { Swift.print("D!") }
}

class E : C {
  override func print() { Swift.print("E!") }
}

class X : Class {
}

func allToC<T>(_ x: T) -> C {
  return x as! C
}

func allToCOrE<T>(_ x: T) -> C {
  if x is C {
    return x as! C
  }
  return E()
}

func anyToC(_ x: Any) -> C {
  return x as! C
}

func anyToCOrE(_ x: Any) -> C {
  if x is C {
    return x as! C
  }
  return E()
}

func allClassesToC<T : Class>(_ x: T) -> C {
  return x as! C
}

func allClassesToCOrE<T : Class>(_ x: T) -> C {
  if x is C {
    return x as! C
  }
  return E()
}

func anyClassToC(_ x: Class) -> C {
  return x as! C
}

func anyClassToCOrE(_ x: Class) -> C {
  if x is C {
    return x as! C
  }
  return E()
}

func allToAll<T, U>(_ t: T, _: U.Type) -> Bool {
  return t is U
}

func allMetasToAllMetas<T, U>(_: T.Type, _: U.Type) -> Bool {
  return T.self is U.Type
}

print(allToInt(22))
print(anyToInt(44))
allToC(C()).print()
allToC(D()).print()
anyToC(C()).print()
anyToC(D()).print()
allClassesToC(C()).print()
allClassesToC(D()).print()
anyClassToC(C()).print()
anyClassToC(D()).print()

print(allToIntOrZero(55))
print(allToIntOrZero("fifty-five"))
print(anyToIntOrZero(88))
print(anyToIntOrZero("eighty-eight"))
allToCOrE(C()).print()
allToCOrE(D()).print()
allToCOrE(143).print()
allToCOrE(X()).print()
anyToCOrE(C()).print()
anyToCOrE(D()).print()
anyToCOrE(143).print()
anyToCOrE(X()).print()
allClassesToCOrE(C()).print()
allClassesToCOrE(D()).print()
allClassesToCOrE(X()).print()
anyClassToCOrE(C()).print()
anyClassToCOrE(D()).print()
anyClassToCOrE(X()).print()

print("type comparisons:\n")
print(allMetasToAllMetas(Int.self, Int.self))
print(allMetasToAllMetas(Int.self, Float.self))
print(allMetasToAllMetas(C.self, C.self))
print(allMetasToAllMetas(D.self, C.self))
print(allMetasToAllMetas(C.self, D.self))
print(C.self is D.Type)
print((D.self as C.Type) is D.Type)

let t: Any.Type = type(of: 1 as Any)
print(t is Int.Type)
print(t is Float.Type)
print(t is C.Type)

let u: Any.Type = type(of: D() as Any)
print(u is C.Type)
print(u is D.Type)
print(u is E.Type)
print(u is Int.Type)

print("AnyObject casts:")
print(allToAll(C(), AnyObject.self))

// expect: 22
// expect: 44
// expect: C!
// expect: D!
// expect: C!
// expect: D!
// expect: C!
// expect: D!
// expect: C!
// expect: D!
// expect: 55
// expect: 0
// expect: 88
// expect: 0
// expect: C!
// expect: D!
// expect: E!
// expect: E!
// expect: C!
// expect: D!
// expect: E!
// expect: E!
// expect: C!
// expect: D!
// expect: E!
// expect: C!
// expect: D!
// expect: E!
// expect: type comparisons:
// expect: 
// expect: true
// expect: false
// expect: true
// expect: true
// expect: false
// expect: false
// expect: true
// expect: true
// expect: false
// expect: false
// expect: true
// expect: true
// expect: false
// expect: false
// expect: AnyObject casts:
// expect: true
