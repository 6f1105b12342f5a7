// Floating-point static members as arguments of min and max (max(.infinity, 0) is a Double), and type placeholders in annotations (SE-0315) that take the value's types
// known-gap: needs the compiler check (closure types); unchecked: line 2: expected "(String) -> Int 3", got "(String) -> Any 3"
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
print(max(.infinity, 0), min(-.infinity, 2.5), max(.pi, 3), min(.greatestFiniteMagnitude, 1e308))
let c: (_) -> Int = { (s: String) in s.count }
print(type(of: c), c("abc"))
let d: [String: _] = ["a": 1.5]
print(type(of: d))
let o: _? = 3
print(type(of: o))

// expect: inf -inf 3.141592653589793 1e+308
// expect: (String) -> Int 3
// expect: Dictionary<String, Double>
// expect: Optional<Int>
