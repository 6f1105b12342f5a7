// tiny-vm
// expected output: swiftc 6.3.1 (Linux), run on this machine

enum Instruction {
    case set(Character, Int)
    case add(Character, Character)
    case addi(Character, Int)
    case mul(Character, Character)
    case jnz(Character, Int)
    case out(Character)
    case halt

    init?(_ line: Substring) {
        let p = line.split(separator: " ")
        func reg(_ i: Int) -> Character { p[i].first! }
        switch p.first {
        case "set": self = .set(reg(1), Int(p[2])!)
        case "add": self = .add(reg(1), reg(2))
        case "addi": self = .addi(reg(1), Int(p[2])!)
        case "mul": self = .mul(reg(1), reg(2))
        case "jnz": self = .jnz(reg(1), Int(p[2])!)
        case "out": self = .out(reg(1))
        case "halt": self = .halt
        default: return nil
        }
    }
}

struct Machine {
    var regs: [Character: Int] = [:]
    var pc = 0
    var output: [Int] = []
    var steps = 0

    mutating func run(_ prog: [Instruction], limit: Int = 10_000) -> String {
        while prog.indices.contains(pc) {
            steps += 1
            if steps > limit { return "limit reached" }
            switch prog[pc] {
            case let .set(r, v): regs[r] = v
            case let .add(a, b): regs[a, default: 0] += regs[b, default: 0]
            case let .addi(r, v): regs[r, default: 0] += v
            case let .mul(a, b): regs[a, default: 0] *= regs[b, default: 0]
            case let .jnz(r, off):
                if regs[r, default: 0] != 0 { pc += off; continue }
            case let .out(r): output.append(regs[r, default: 0])
            case .halt: return "halted"
            }
            pc += 1
        }
        return "fell off end"
    }
}

let source = """
set a 1
set n 6
mul a n
addi n -1
jnz n -2
out a
set x 0
set y 1
set k 10
out x
add x y
set t 0
add t x
set x 0
add x y
set y 0
add y t
addi k -1
jnz k -9
halt
out a
"""
let lines = source.split(separator: "\n")
let program = lines.compactMap(Instruction.init)
print("parsed \(program.count) of \(lines.count) lines")
var m = Machine()
print(m.run(program), "after", m.steps, "steps")
print("output:", m.output)
print("registers:", m.regs.keys.sorted().map { "\($0)=\(m.regs[$0]!)" }.joined(separator: " "))
var loop = Machine()
print(loop.run([.set("z", 1), .jnz("z", 0)], limit: 50))
var bad = Machine()
print(bad.run(["set q 3", "bogus", "out q"].compactMap { Instruction($0[...]) }), bad.output)

// expect: parsed 21 of 21 lines
// expect: halted after 125 steps
// expect: output: [720, 0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
// expect: registers: a=720 k=0 n=0 t=89 x=55 y=89
// expect: limit reached
// expect: fell off end [3]
