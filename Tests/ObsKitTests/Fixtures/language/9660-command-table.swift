// Closures stored in a dictionary as a command table: a tiny stack machine with arity checks, aliases and undo
enum VMError: Error, CustomStringConvertible {
    case unknown(String), underflow(String, need: Int, have: Int), divByZero
    var description: String {
        switch self {
        case .unknown(let c): return "unknown command '\(c)'"
        case let .underflow(c, need, have): return "\(c) needs \(need), stack has \(have)"
        case .divByZero: return "division by zero"
        }
    }
}

struct VM {
    var stack: [Int] = []
    var history: [[Int]] = []
    typealias Op = (inout [Int]) throws -> Void
    static func binary(_ f: @escaping (Int, Int) throws -> Int) -> (arity: Int, op: Op) {
        (2, { s in let b = s.removeLast(); let a = s.removeLast(); s.append(try f(a, b)) })
    }
    var table: [String: (arity: Int, op: Op)] = [
        "add": binary(+),
        "sub": binary(-),
        "mul": binary(*),
        "div": binary { a, b in if b == 0 { throw VMError.divByZero }; return a / b },
        "dup": (1, { s in s.append(s.last!) }),
        "swap": (2, { s in s.swapAt(s.count - 1, s.count - 2) }),
        "drop": (1, { s in s.removeLast() }),
        "sum": (0, { s in s = [s.reduce(0, +)] }),
    ]
    var aliases = ["+": "add", "-": "sub", "*": "mul", "/": "div"]

    mutating func exec(_ word: String) throws {
        if word == "undo" {
            if let prev = history.popLast() { stack = prev }
            return
        }
        if let n = Int(word) { history.append(stack); stack.append(n); return }
        let name = aliases[word] ?? word
        guard let entry = table[name] else { throw VMError.unknown(word) }
        guard stack.count >= entry.arity else { throw VMError.underflow(name, need: entry.arity, have: stack.count) }
        var copy = stack
        try entry.op(&copy)
        history.append(stack)
        stack = copy
    }
    mutating func run(_ program: String) -> String {
        for w in program.split(separator: " ") {
            do { try exec(String(w)) } catch { return "error: \(error) | stack \(stack)" }
        }
        return "ok \(stack)"
    }
}

var vm = VM()
print(vm.run("2 3 + 4 *"))
print(vm.run("dup *"))
print(vm.run("undo undo"))
print(vm.run("10 swap - 7 /"))
print(vm.run("0 /"))
print(vm.run("drop drop drop"))
print(vm.run("foo"))
vm.table["neg"] = (1, { s in s[s.count - 1] = -s[s.count - 1] })
vm.aliases["~"] = "neg"
print(vm.run("5 ~ 1 2 sum"))
vm.table["sq"] = (1, { s in let x = s.removeLast(); s.append(x * x) })
print(vm.run("sq 3 sq +"))
print(vm.table.keys.sorted())
print(vm.aliases.sorted { $0.key < $1.key }.map { "\($0.key)->\($0.value)" })
var fresh = VM()
print(fresh.run("undo 1 undo undo 2 3"), fresh.history.count)

// expect: ok [20]
// expect: ok [400]
// expect: ok [20]
// expect: ok [-1]
// expect: error: division by zero | stack [-1, 0]
// expect: error: drop needs 1, stack has 0 | stack []
// expect: error: unknown command 'foo' | stack []
// expect: ok [-2]
// expect: ok [13]
// expect: ["add", "div", "drop", "dup", "mul", "neg", "sq", "sub", "sum", "swap"]
// expect: ["*->mul", "+->add", "-->sub", "/->div", "~->neg"]
// expect: ok [2, 3] 2
