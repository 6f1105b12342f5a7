// `&x` passed to a nested function and to a closure held in a property or a variable writes the parameter's
// final value back, as for a declared function. A method's own `where A == B` holds when both generic
// parameters are the same type. A generic method or subscript whose `T` only the caller's expected type
// gives (`let n: Int? = store["n"]`, `as type: T.Type = T.self`) binds it from that type, and the default
// `T.self` is that type. Expected output: swiftc 6.3.1 on this machine.
func tally() {
    var counts = [0, 0]
    var total = 0
    func bump(_ value: inout Int, by step: Int = 1) { value += step }
    bump(&counts[1], by: 4)
    bump(&total)
    bump(&total, by: 10)
    print(counts, total)
}
tally()

struct Hooks {
    var adjust: (inout Double) -> Void
}
let hooks = Hooks(adjust: { $0 *= 1.5 })
var price = 10.0
hooks.adjust(&price)
let trim: (inout String) -> Void = { $0 = String($0.prefix(3)) }
var word = "swiftly"
trim(&word)
print(price, word)

struct Pair<A, B> {
    let first: A
    let second: B
}
extension Pair where A: Numeric, B: Numeric {
    func product() -> A where A == B { first * second }
}
print(Pair(first: 6, second: 7).product(), Pair(first: 1.5, second: 4.0).product())

struct Settings {
    private var values: [String: Any] = [:]
    subscript<T>(key: String, as type: T.Type = T.self) -> T? {
        get { values[key] as? T }
        set { values[key] = newValue }
    }
    func value<T>(_ key: String, as type: T.Type = T.self) -> T? {
        print("looking up \(key) as \(type)")
        return values[key] as? T
    }
}
var settings = Settings()
settings["retries"] = 3
settings["name"] = "cache"
let retries: Int? = settings["retries"]
let name: String? = settings.value("name")
let wrong: String? = settings.value("retries")
print(retries ?? -1, name ?? "none", wrong ?? "none", settings["name", as: Int.self] as Any)

func adder(base: Int) -> (Int) -> Int {
    func add(amount: Int, twice: Bool = false) -> Int { base + (twice ? 2 * amount : amount) }
    print(add(amount: 1), add(amount: 1, twice: true))
    let alias = add
    print(alias(2, true))
    return { add(amount: $0) }
}
print(adder(base: 10)(5))

// expect: [0, 4] 11
// expect: 15.0 swi
// expect: 42 6.0
// expect: looking up name as String
// expect: looking up retries as String
// expect: 3 cache none nil
// expect: 11 12
// expect: 14
// expect: 15
