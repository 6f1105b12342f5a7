// Closures: @autoclosure, escaping autoclosures, lazy evaluation order
// expected output: swiftc 6.3.1 (Linux), run on this machine
var trace: [String] = []

func expensive(_ label: String, _ value: Int) -> Int {
    trace.append(label)
    return value
}

func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { print("check failed: \(message())") }
}
check(expensive("a", 1) < 2, "never built \(expensive("m1", 0))")
check(expensive("b", 5) < 2, "five is not below two (\(expensive("m2", 0)))")
print(trace)

func orElse<T>(_ value: T?, _ fallback: @autoclosure () -> T) -> T {
    if let value { return value }
    return fallback()
}
trace.removeAll()
print(orElse(3, expensive("fallback1", 9)), orElse(nil, expensive("fallback2", 9)))
print(trace)

var pending: [() -> String] = []
func enqueue(_ job: @autoclosure @escaping () -> String) { pending.append(job) }
var name = "first"
enqueue("job for \(name)")
name = "second"
enqueue("job for \(name)")
name = "third"
print(pending.map { $0() })

struct Config {
    lazy var parsed: [String: String] = {
        print("parsing config...")
        return Dictionary(uniqueKeysWithValues: raw.split(separator: ";").map { pair in
            let kv = pair.split(separator: "=")
            return (String(kv[0]), String(kv[1]))
        })
    }()
    let raw: String
}
var config = Config(raw: "mode=dark;size=12")
print("created")
print(config.parsed["mode"]!)
print(config.parsed["size"]!)

let numbers = [4, 9, 16, 25, 36]
let lazyRoots = numbers.lazy.filter {
    print("filter \($0)")
    return $0 % 2 == 0
}.map { n -> Int in
    print("map \(n)")
    return n / 2
}
print("nothing evaluated yet")
print(lazyRoots.first!)
func debugOnly(_ enabled: Bool, _ text: @autoclosure () -> String) -> String { enabled ? text() : "-" }
print(debugOnly(false, String(repeating: "x", count: 1_000)), debugOnly(true, "on"))
// expect: check failed: five is not below two (0)
// expect: ["a", "b", "m2"]
// expect: 3 9
// expect: ["fallback2"]
// expect: ["job for third", "job for third"]
// expect: created
// expect: parsing config...
// expect: dark
// expect: 12
// expect: nothing evaluated yet
// expect: filter 4
// expect: map 4
// expect: 2
// expect: - on
