// Kata style (handheld boot code): parse instructions into an enum, detect loops, and repair by swapping ops
enum Instruction {
    case acc(Int)
    case jmp(Int)
    case nop(Int)

    init?(_ line: Substring) {
        let parts = line.split(separator: " ")
        guard parts.count == 2, let arg = Int(parts[1]) else { return nil }
        switch parts[0] {
        case "acc": self = .acc(arg)
        case "jmp": self = .jmp(arg)
        case "nop": self = .nop(arg)
        default: return nil
        }
    }
}

enum RunResult: Equatable {
    case looped(accumulator: Int, at: Int)
    case finished(accumulator: Int)
}

func run(_ program: [Instruction]) -> RunResult {
    var acc = 0, pc = 0
    var executed = Set<Int>()
    while pc < program.count {
        guard executed.insert(pc).inserted else { return .looped(accumulator: acc, at: pc) }
        switch program[pc] {
        case .acc(let n): acc += n; pc += 1
        case .jmp(let n): pc += n
        case .nop: pc += 1
        }
    }
    return .finished(accumulator: acc)
}

let source = """
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
let program = source.split(separator: "\n").compactMap(Instruction.init)
print("Loaded \(program.count) instructions")
print("Original run: \(run(program))")

for (i, instruction) in program.enumerated() {
    var patched = program
    switch instruction {
    case .jmp(let n): patched[i] = .nop(n)
    case .nop(let n): patched[i] = .jmp(n)
    case .acc: continue
    }
    let result = run(patched)
    print("swap line \(i + 1): \(result)")
    if case .finished(let value) = result {
        print("Repaired! accumulator = \(value)")
        break
    }
}
let jumps = program.filter { if case .jmp = $0 { return true } else { return false } }.count
print("Jumps in program: \(jumps)")
print("Bad lines ignored: \(Instruction("hop +2") == nil), \(Instruction("acc x") == nil)")

// expect: Loaded 9 instructions
// expect: Original run: looped(accumulator: 5, at: 1)
// expect: swap line 1: looped(accumulator: 0, at: 0)
// expect: swap line 3: looped(accumulator: 4, at: 1)
// expect: swap line 5: looped(accumulator: -94, at: 6)
// expect: swap line 8: finished(accumulator: 8)
// expect: Repaired! accumulator = 8
// expect: Jumps in program: 3
// expect: Bad lines ignored: true, true
