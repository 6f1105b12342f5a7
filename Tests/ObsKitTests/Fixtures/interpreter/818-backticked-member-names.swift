// Names declared with backticks (keywords as identifiers): cases, static and instance properties,
// methods, locals and parameters, used with and without the backticks.
// Expected output from swiftc 6.3.1 on Linux.
enum Mode: String { case `default`, `private`; static let `fallback` = Mode.default }
struct Options {
    var `in` = 1
    static let `default` = Options()
    func `for`(_ `repeat`: Int) -> Int { self.in + `repeat` }
}
let `class` = Options.default
print(Mode.default, Mode.private.rawValue, Mode.fallback)
print(`class`.in, `class`.for(2), Options.`default`.in)
switch Mode.private { case .default: print("d"); case .private: print("p") }
let `var` = 5
print(`var` + 1)

// expect: default private default
// expect: 1 3 1
// expect: p
// expect: 6
