// Compiler test style: guard with multiple clauses, guard case, shadowing, and defer/guard interplay in loops
enum Token {
    case number(Int)
    case word(String)
    case end
}

func classify(_ t: Token) -> String {
    guard case .number(let n) = t else {
        if case .word(let w) = t, w.count > 3 {
            return "long word \(w)"
        }
        return "not a number"
    }
    guard n >= 0, n % 2 == 0, let half = Optional(n / 2) else {
        return "number \(n) rejected"
    }
    return "half of \(n) is \(half)"
}

for t in [Token.number(10), .number(7), .number(-2), .word("hi"), .word("hello"), .end] {
    print(classify(t))
}

func parseAll(_ inputs: [String?]) -> [Int] {
    var out: [Int] = []
    var log: [String] = []
    defer { print("log:", log) }
    for input in inputs {
        defer { log.append("done") }
        guard let input else {
            log.append("nil")
            continue
        }
        guard let n = Int(input) else {
            log.append("bad \(input)")
            continue
        }
        guard n != 99 else {
            log.append("stop")
            break
        }
        out.append(n)
    }
    return out
}
print(parseAll(["1", nil, "x", "3", "99", "4"]))

func shadow(_ value: Int?) -> Int {
    guard let value = value else { return -1 }
    let result = value * 2
    return result
}
print(shadow(21), shadow(nil))

struct Config {
    var name: String?
    var port: Int?
}
func validate(_ c: Config) -> String {
    guard let name = c.name, !name.isEmpty else { return "missing name" }
    guard let port = c.port, (1...65535).contains(port) else { return "\(name): bad port" }
    return "\(name):\(port)"
}
print(validate(Config(name: "db", port: 5432)))
print(validate(Config(name: "", port: 1)))
print(validate(Config(name: "web", port: 70000)))
print(validate(Config(name: nil, port: nil)))

func firstEven(_ xs: [Int]) -> Int? {
    for x in xs {
        guard x % 2 == 0 else { continue }
        return x
    }
    return nil
}
print(firstEven([1, 3, 6, 8]) as Any, firstEven([1]) as Any)
let maybe: Int?? = .some(nil)
if case .some(.none) = maybe { print("some(none) matched") }
guard let outer = maybe else { fatalError() }
print(outer as Any)

// expect: half of 10 is 5
// expect: number 7 rejected
// expect: number -2 rejected
// expect: not a number
// expect: long word hello
// expect: not a number
// expect: log: ["done", "nil", "done", "bad x", "done", "done", "stop", "done"]
// expect: [1, 3]
// expect: 42 -1
// expect: db:5432
// expect: missing name
// expect: web: bad port
// expect: missing name
// expect: Optional(6) nil
// expect: some(none) matched
// expect: nil
