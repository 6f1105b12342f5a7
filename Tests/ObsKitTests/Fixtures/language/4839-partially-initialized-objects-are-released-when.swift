// Compiler test style (test/Interpreter/throwing_initializers.swift): partially initialized objects are released when an init throws
enum Failure: Error { case boom(String) }

class Canary {
  static var live = 0
  let name: String
  init(_ name: String) { self.name = name; Canary.live += 1; print("  + \(name)") }
  deinit { Canary.live -= 1; print("  - \(name)") }
}

func check(_ fail: Bool, _ where_: String) throws -> Int {
  if fail { throw Failure.boom(where_) }
  return 0
}

class Bear {
  let x: Canary
  init(n: Int) { x = Canary("bear.x") }
  init(before: Bool, after: Bool) throws {
    _ = try check(before, "designated before")
    x = Canary("bear.x")
    _ = try check(after, "designated after")
  }
  convenience init(convBefore: Bool) throws {
    _ = try check(convBefore, "convenience before")
    self.init(n: 0)
  }
  convenience init(convAfter: Bool) throws {
    self.init(n: 0)
    _ = try check(convAfter, "convenience after")
  }
  convenience init(arg: Bool) throws {
    try self.init(n: check(arg, "argument"))
  }
  deinit { print("  Bear.deinit") }
}

class PolarBear: Bear {
  let y: Canary
  init(during: Bool) throws {
    y = Canary("polar.y")
    try super.init(before: during, after: false)
  }
  init(after: Bool) throws {
    y = Canary("polar.y")
    super.init(n: 1)
    _ = try check(after, "subclass after")
  }
  deinit { print("  PolarBear.deinit") }
}

struct Chimera {
  let a: Canary
  let b: Canary
  init(failBetween: Bool, failAfter: Bool) throws {
    a = Canary("chimera.a")
    _ = try check(failBetween, "struct between")
    b = Canary("chimera.b")
    _ = try check(failAfter, "struct after")
  }
}

func attempt(_ label: String, _ body: () throws -> Any) {
  print(label)
  do {
    let made = try body()
    print("  made \(type(of: made))")
  } catch Failure.boom(let place) {
    print("  threw at \(place)")
  } catch {
    print("  other error")
  }
  print("  live canaries: \(Canary.live)")
}

attempt("Bear before") { try Bear(before: true, after: false) }
attempt("Bear after") { try Bear(before: false, after: true) }
attempt("Bear ok") { try Bear(before: false, after: false) }
attempt("Bear convenience before") { try Bear(convBefore: true) }
attempt("Bear convenience after") { try Bear(convAfter: true) }
attempt("Bear argument") { try Bear(arg: true) }
attempt("PolarBear during") { try PolarBear(during: true) }
attempt("PolarBear after") { try PolarBear(after: true) }
attempt("PolarBear ok") { try PolarBear(after: false) }
attempt("Chimera between") { try Chimera(failBetween: true, failAfter: false) }
attempt("Chimera after") { try Chimera(failBetween: false, failAfter: true) }
attempt("Chimera ok") { try Chimera(failBetween: false, failAfter: false) }

let optionalBear = try? Bear(before: false, after: true)
print(optionalBear == nil, Canary.live)

// expect: Bear before
// expect:   threw at designated before
// expect:   live canaries: 0
// expect: Bear after
// expect:   + bear.x
// expect:   Bear.deinit
// expect:   - bear.x
// expect:   threw at designated after
// expect:   live canaries: 0
// expect: Bear ok
// expect:   + bear.x
// expect:   made Bear
// expect:   Bear.deinit
// expect:   - bear.x
// expect:   live canaries: 0
// expect: Bear convenience before
// expect:   threw at convenience before
// expect:   live canaries: 0
// expect: Bear convenience after
// expect:   + bear.x
// expect:   Bear.deinit
// expect:   - bear.x
// expect:   threw at convenience after
// expect:   live canaries: 0
// expect: Bear argument
// expect:   threw at argument
// expect:   live canaries: 0
// expect: PolarBear during
// expect:   + polar.y
// expect:   - polar.y
// expect:   threw at designated before
// expect:   live canaries: 0
// expect: PolarBear after
// expect:   + polar.y
// expect:   + bear.x
// expect:   PolarBear.deinit
// expect:   Bear.deinit
// expect:   - bear.x
// expect:   - polar.y
// expect:   threw at subclass after
// expect:   live canaries: 0
// expect: PolarBear ok
// expect:   + polar.y
// expect:   + bear.x
// expect:   made PolarBear
// expect:   PolarBear.deinit
// expect:   Bear.deinit
// expect:   - bear.x
// expect:   - polar.y
// expect:   live canaries: 0
// expect: Chimera between
// expect:   + chimera.a
// expect:   - chimera.a
// expect:   threw at struct between
// expect:   live canaries: 0
// expect: Chimera after
// expect:   + chimera.a
// expect:   + chimera.b
// expect:   - chimera.a
// expect:   - chimera.b
// expect:   threw at struct after
// expect:   live canaries: 0
// expect: Chimera ok
// expect:   + chimera.a
// expect:   + chimera.b
// expect:   made Chimera
// expect:   - chimera.a
// expect:   - chimera.b
// expect:   live canaries: 0
// expect:   + bear.x
// expect:   Bear.deinit
// expect:   - bear.x
// expect: true 0
