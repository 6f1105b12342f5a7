// Compiler test style: ExpressibleByBooleanLiteral custom flag in conditions and arrays
struct Flag: ExpressibleByBooleanLiteral, CustomStringConvertible {
    let on: Bool
    init(booleanLiteral value: Bool) { on = value }
    var description: String { on ? "ON" : "off" }
}

let f: Flag = true
print(f, type(of: f))

func toggle(_ x: Flag) -> Flag { x.on ? false : true }
print(toggle(f), toggle(false))

let flags: [Flag] = [true, false, true]
print(flags, flags.filter { $0.on }.count)

func setting(_ name: String, _ value: Flag = false) -> String { "\(name): \(value)" }
print(setting("debug"))
print(setting("verbose", true))

func choose<T>(_ a: T, _ b: T, _ c: Bool) -> T { c ? a : b }
let chosen = choose(f, false, false)
print(chosen)

let plain = true
print(type(of: plain))
let dict: [String: Flag] = ["x": true]
print(dict["x"]!)
// expect: ON Flag
// expect: off ON
// expect: [ON, off, ON] 2
// expect: debug: off
// expect: verbose: ON
// expect: off
// expect: Bool
// expect: ON
