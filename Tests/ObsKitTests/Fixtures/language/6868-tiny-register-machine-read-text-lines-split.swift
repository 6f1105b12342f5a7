// Advent of Code style (instruction parsing): a tiny register machine read from text lines with split and switch
let programText = """
cpy 41 a
inc a
inc a
dec a
jnz a 2
dec a
cpy a b
dec b
jnz b -1
out a
cpy 7 c
add c a
out a
"""

enum Operand {
    case register(Character)
    case value(Int)
    init(_ s: Substring) {
        if let n = Int(s) { self = .value(n) } else { self = .register(s.first!) }
    }
}

let program = programText.split(separator: "\n").map { $0.split(separator: " ") }
var registers: [Character: Int] = ["a": 0, "b": 0, "c": 0, "d": 0]
var output: [String] = []

func read(_ op: Operand) -> Int {
    switch op {
    case .register(let r): return registers[r, default: 0]
    case .value(let v): return v
    }
}

var pc = 0
var steps = 0
while pc < program.count {
    let parts = program[pc]
    steps += 1
    switch parts[0] {
    case "cpy": registers[parts[2].first!] = read(Operand(parts[1]))
    case "inc": registers[parts[1].first!, default: 0] += 1
    case "dec": registers[parts[1].first!, default: 0] -= 1
    case "add": registers[parts[2].first!, default: 0] += read(Operand(parts[1]))
    case "jnz":
        if read(Operand(parts[1])) != 0 {
            pc += read(Operand(parts[2]))
            continue
        }
    case "out": output.append(String(read(Operand(parts[1]))))
    default: print("unknown", parts[0])
    }
    pc += 1
}
print("steps:", steps)
print("output:", output.joined(separator: ","))
for r in registers.keys.sorted() {
    print(r, registers[r]!)
}
let opcodes = Dictionary(grouping: program, by: { String($0[0]) }).mapValues(\.count)
print(opcodes.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(separator: " "))

// expect: steps: 94
// expect: output: 42,49
// expect: a 49
// expect: b 0
// expect: c 7
// expect: d 0
// expect: add:1 cpy:3 dec:3 inc:2 jnz:2 out:2
