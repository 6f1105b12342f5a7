// from swiftlang/swift test/Interpreter/errors.swift (adapted)
// expected output: swiftc 6.3.1 (Linux), run on this machine

//
// Tests for error handling.
//

// Stand-in for StdlibUnittest's LifetimeTracked: counts live instances.
var liveCount = 0
final class LifetimeTracked: Equatable, CustomStringConvertible {
  let value: Int
  init(_ value: Int) { self.value = value; liveCount += 1 }
  deinit { liveCount -= 1 }
  static func == (a: LifetimeTracked, b: LifetimeTracked) -> Bool { a.value == b.value }
  var description: String { "LifetimeTracked(\(value))" }
}

enum Excuse : Error { case CatAteHomework(LifetimeTracked) }

func furball(_ b: Bool) throws -> LifetimeTracked {
  if b {
    throw Excuse.CatAteHomework(LifetimeTracked(0))
  } else {
    return LifetimeTracked(1)
  }
}

print("tryCatch")
do {
  do {
    let r = try furball(false)
    print(r == LifetimeTracked(1), r)
  } catch {
    print("unreachable")
  }

  do {
    _ = try furball(true)
    print("unreachable")
  } catch let e {
    if case Excuse.CatAteHomework(let c) = e {
      print("caught", c, c == LifetimeTracked(0))
    } else {
      print("unreachable")
    }
  }
}
print("live: \(liveCount)")

print("tryOptional")
do {
  print(LifetimeTracked(1) == (try? furball(false)))
  print(Optional<LifetimeTracked>.none == (try? furball(true)))
  print(try? furball(false) as Any)
  print(try? furball(true) as Any)
}
print("live: \(liveCount)")

// expect: tryCatch
// expect: true LifetimeTracked(1)
// expect: caught LifetimeTracked(0) true
// expect: live: 0
// expect: tryOptional
// expect: true
// expect: true
// expect: Optional(LifetimeTracked(1))
// expect: nil
// expect: live: 0
