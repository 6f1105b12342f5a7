// Advent of Code style (instruction parsing): a tiny register machine reading embedded instructions, with jumps and a loop guard
let program = """
set a 5
set b 1
mul b a
add a -1
jnz a -2
out b
set c 3
add c c
out c
"""

enum Operand {
    case register(Character)
    case literal(Int)
    init(_ text: Substring) {
        if let n = Int(text) { self = .literal(n) } else { self = .register(text.first!) }
    }
}

enum Instruction {
    case set(Character, Operand), add(Character, Operand), mul(Character, Operand)
    case jnz(Operand, Operand), out(Operand)
}

func parse(_ line: Substring) -> Instruction? {
    let parts = line.split(separator: " ")
    switch parts[0] {
    case "set": return .set(parts[1].first!, Operand(parts[2]))
    case "add": return .add(parts[1].first!, Operand(parts[2]))
    case "mul": return .mul(parts[1].first!, Operand(parts[2]))
    case "jnz": return .jnz(Operand(parts[1]), Operand(parts[2]))
    case "out": return .out(Operand(parts[1]))
    default: return nil
    }
}

let instructions = program.split(separator: "\n").compactMap(parse)
var registers: [Character: Int] = [:]
func value(_ op: Operand) -> Int {
    switch op {
    case .literal(let n): return n
    case .register(let r): return registers[r, default: 0]
    }
}

var pc = 0, steps = 0
var output: [Int] = []
while pc >= 0 && pc < instructions.count && steps < 1000 {
    steps += 1
    switch instructions[pc] {
    case let .set(r, op): registers[r] = value(op)
    case let .add(r, op): registers[r, default: 0] += value(op)
    case let .mul(r, op): registers[r, default: 0] *= value(op)
    case let .jnz(cond, off):
        if value(cond) != 0 { pc += value(off); continue }
    case let .out(op): output.append(value(op))
    }
    pc += 1
}
print("parsed \(instructions.count) instructions, ran \(steps) steps")
print("output:", output)
print(registers.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))

// expect: parsed 9 instructions, ran 21 steps
// expect: output: [120, 6]
// expect: a=0 b=120 c=6
