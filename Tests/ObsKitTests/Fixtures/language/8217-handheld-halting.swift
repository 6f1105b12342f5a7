// Advent of Code style: boot code interpreter with loop detection and patching one instruction
enum Instruction {
    case acc(Int)
    case jmp(Int)
    case nop(Int)
}

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

let program: [Instruction] = input.split(separator: "\n").map { line in
    let parts = line.split(separator: " ")
    let arg = Int(parts[1])!
    switch parts[0] {
    case "acc": return .acc(arg)
    case "jmp": return .jmp(arg)
    default: return .nop(arg)
    }
}

enum Outcome {
    case loop(Int)
    case terminated(Int)
}

func run(_ code: [Instruction]) -> Outcome {
    var pc = 0
    var acc = 0
    var seen = Set<Int>()
    while pc < code.count {
        if !seen.insert(pc).inserted { return .loop(acc) }
        switch code[pc] {
        case .acc(let n):
            acc += n
            pc += 1
        case .jmp(let n):
            pc += n
        case .nop:
            pc += 1
        }
    }
    return .terminated(acc)
}

if case .loop(let acc) = run(program) {
    print("Part 1: \(acc)")
}

for i in program.indices {
    var patched = program
    switch program[i] {
    case .jmp(let n): patched[i] = .nop(n)
    case .nop(let n): patched[i] = .jmp(n)
    case .acc: continue
    }
    if case .terminated(let acc) = run(patched) {
        print("Patched line \(i + 1)")
        print("Part 2: \(acc)")
        break
    }
}

// expect: Part 1: 5
// expect: Patched line 8
// expect: Part 2: 8
