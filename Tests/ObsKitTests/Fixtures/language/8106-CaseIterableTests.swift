// from swiftlang/swift test/stdlib/CaseIterableTests.swift (adapted)
// expected output: swiftc 6.3.1 (Linux), run on this machine

func expectEqual<T: Equatable>(_ a: T, _ b: T, _ what: String) {
  print("\(what): \(a == b ? "ok" : "FAIL")")
}

do {
  enum SimpleEnum: CaseIterable {
    case bar
    case baz
    case quux
  }

  print("test: Simple Enums")
  expectEqual(SimpleEnum.allCases.count, 3, "count")
  expectEqual(SimpleEnum.allCases, [.bar, .baz, .quux], "allCases")
  print(SimpleEnum.allCases.map { "\($0)" })
}

do {
  @MainActor
  enum EnumMainActor: CaseIterable {
    case a, b
  }

  print("test: MainActor Isolated Enums")
  expectEqual(EnumMainActor.allCases.count, 2, "count")
  expectEqual(EnumMainActor.allCases, [.a, .b], "allCases")
  print(EnumMainActor.allCases.map { "\($0)" })
}

// expect: test: Simple Enums
// expect: count: ok
// expect: allCases: ok
// expect: ["bar", "baz", "quux"]
// expect: test: MainActor Isolated Enums
// expect: count: ok
// expect: allCases: ok
// expect: ["a", "b"]
