// Advent of Code style (2020 day 8, handheld halting): parsing instructions into an enum and detecting loops
enum Instruction: Equatable {
    case acc(Int), jmp(Int), nop(Int)

    init?(line: Substring) {
        let parts = line.split(separator: " ")
        guard parts.count == 2, let arg = Int(parts[1]) else { return nil }
        switch parts[0] {
        case "acc": self = .acc(arg)
        case "jmp": self = .jmp(arg)
        case "nop": self = .nop(arg)
        default: return nil
        }
    }

    var flipped: Instruction? {
        switch self {
        case .acc: return nil
        case .jmp(let n): return .nop(n)
        case .nop(let n): return .jmp(n)
        }
    }
}

enum Outcome: CustomStringConvertible {
    case loop(accumulator: Int, at: Int)
    case terminated(accumulator: Int)
    var description: String {
        switch self {
        case let .loop(acc, pc): return "loop at \(pc) with acc=\(acc)"
        case let .terminated(acc): return "terminated with acc=\(acc)"
        }
    }
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
let program = input.split(separator: "\n").compactMap(Instruction.init(line:))
print("parsed \(program.count) instructions")
print(program[0], program[2], program[7])

func run(_ program: [Instruction]) -> Outcome {
    var acc = 0, pc = 0
    var seen = Set<Int>()
    while pc < program.count {
        if !seen.insert(pc).inserted { return .loop(accumulator: acc, at: pc) }
        switch program[pc] {
        case .acc(let n): acc += n; pc += 1
        case .jmp(let n): pc += n
        case .nop: pc += 1
        }
    }
    return .terminated(accumulator: acc)
}

print("part 1:", run(program))
for (i, ins) in program.enumerated() {
    guard let alt = ins.flipped else { continue }
    var patched = program
    patched[i] = alt
    let outcome = run(patched)
    if case .terminated = outcome {
        print("part 2: flipping \(i) (\(ins) -> \(alt)):", outcome)
    } else {
        print("flip \(i) still loops:", outcome)
    }
}
print(Instruction(line: "bad +1") == nil, Instruction(line: "acc x") as Any)

// expect: parsed 9 instructions
// expect: nop(0) jmp(4) jmp(-4)
// expect: part 1: loop at 1 with acc=5
// expect: flip 0 still loops: loop at 0 with acc=0
// expect: flip 2 still loops: loop at 1 with acc=4
// expect: flip 4 still loops: loop at 6 with acc=-94
// expect: part 2: flipping 7 (jmp(-4) -> nop(-4)): terminated with acc=8
// expect: true nil
