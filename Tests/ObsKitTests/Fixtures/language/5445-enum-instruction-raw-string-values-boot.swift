// Advent of Code style (2020 day 8): enum Instruction with raw String values, boot-code interpreter, loop detection, patching
let input = """
nop +0
acc +1
jmp +4
acc +3
jmp -3
acc -99
acc +1
jmp -4
acc +6
"""

enum Operation: String {
    case acc, jmp, nop
}

struct Instruction {
    var op: Operation
    let arg: Int
}

enum Outcome: Equatable {
    case loop(accumulator: Int)
    case terminated(accumulator: Int)
}

let program = input.split(separator: "\n").map { line -> Instruction in
    let parts = line.split(separator: " ")
    return Instruction(op: Operation(rawValue: String(parts[0]))!, arg: Int(parts[1])!)
}

func run(_ program: [Instruction]) -> Outcome {
    var acc = 0, pc = 0
    var seen = Set<Int>()
    while pc < program.count {
        guard seen.insert(pc).inserted else { return .loop(accumulator: acc) }
        let ins = program[pc]
        switch ins.op {
        case .acc: acc += ins.arg; pc += 1
        case .jmp: pc += ins.arg
        case .nop: pc += 1
        }
    }
    return .terminated(accumulator: acc)
}

print("part 1:", run(program))
for (i, ins) in program.enumerated() where ins.op != .acc {
    var patched = program
    patched[i].op = ins.op == .jmp ? .nop : .jmp
    if case .terminated(let acc) = run(patched) {
        print("part 2: patched line \(i + 1) (\(ins.op.rawValue) \(ins.arg)) ->", acc)
        break
    }
}
print(program.map { $0.op.rawValue.first! }.map(String.init).joined())

// expect: part 1: loop(accumulator: 5)
// expect: part 2: patched line 8 (jmp -4) -> 8
// expect: najajaaja
