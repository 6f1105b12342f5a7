// `type(of:)` of functions, metatypes of collection types written as expressions (`[Int].self`,
// `Int?.self`, `[String: [Int]].self`), and a generic parameter printed from a metatype argument.
// Expected output from swiftc 6.3.1 on Linux.
func isEven(_ n: Int) -> Bool { n % 2 == 0 }
func name<T>(of type: T.Type) -> String { "\(T.self)" }
print(type(of: isEven))
print([Int].self, Int?.self, [String: [Int]].self)
print(name(of: [Double].self), name(of: (Int, String).self), name(of: Int?.self))
print(String(reflecting: [Int].self))

// expect: (Int) -> Bool
// expect: Array<Int> Optional<Int> Dictionary<String, Array<Int>>
// expect: Array<Double> (Int, String) Optional<Int>
// expect: Swift.Array<Swift.Int>
