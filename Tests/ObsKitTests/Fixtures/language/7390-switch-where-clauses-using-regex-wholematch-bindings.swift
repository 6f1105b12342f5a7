// Pattern matching style (command parser): switch with where-clauses using regex wholeMatch bindings and hasPrefix to dispatch shell commands
struct Shell {
    var variables: [String: Int] = [:]

    mutating func execute(_ line: String) -> String {
        let trimmed = line.trimmingPrefix(#/\s*/#)
        switch String(trimmed) {
        case let text where text.hasPrefix("#"):
            return "(comment)"
        case let text where text.wholeMatch(of: #/set (\w+) = (-?\d+)/#) != nil:
            let m = text.wholeMatch(of: #/set (\w+) = (-?\d+)/#)!
            variables[String(m.1)] = Int(m.2)!
            return "\(m.1) := \(m.2)"
        case let text where text.starts(with: #/add \w+ /#):
            guard let m = text.wholeMatch(of: #/add (\w+) (\w+)/#) else { return "bad add" }
            let a = variables[String(m.1)] ?? 0
            let b = Int(m.2) ?? variables[String(m.2)] ?? 0
            variables[String(m.1)] = a + b
            return "\(m.1) = \(a + b)"
        case "list":
            return variables.keys.sorted().map { "\($0)=\(variables[$0]!)" }.joined(separator: " ")
        case let text where text.contains(#/^\s*$/#):
            return "(blank)"
        default:
            return "unknown: \(trimmed)"
        }
    }
}

var shell = Shell()
let script = ["# setup", "set x = 10", "  set y = -4", "add x y", "add x 5", "add z", "list", "", "jump 3"]
for line in script {
    print("> \(line) | \(shell.execute(line))")
}

// expect: > # setup | (comment)
// expect: > set x = 10 | x := 10
// expect: >   set y = -4 | y := -4
// expect: > add x y | x = 6
// expect: > add x 5 | x = 11
// expect: > add z | unknown: add z
// expect: > list | x=11 y=-4
// expect: >  | (blank)
// expect: > jump 3 | unknown: jump 3
