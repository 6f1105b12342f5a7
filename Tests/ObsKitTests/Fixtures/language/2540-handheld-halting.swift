// Puzzle style: Advent of Code handheld halting — detect an infinite loop and repair one instruction
enum Operation: String {
    case acc, jmp, nop
}

struct Instruction {
    var operation: Operation
    let argument: Int
}

enum Outcome: Equatable {
    case loop(accumulator: Int, repeatedAt: Int)
    case terminated(accumulator: Int)
}

let bootCode = """
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

let program: [Instruction] = bootCode.split(separator: "\n").compactMap { line in
    let fields = line.split(separator: " ")
    guard fields.count == 2, let op = Operation(rawValue: String(fields[0])), let arg = Int(fields[1]) else {
        return nil
    }
    return Instruction(operation: op, argument: arg)
}

func run(_ code: [Instruction]) -> Outcome {
    var accumulator = 0
    var pointer = 0
    var seen = Set<Int>()
    while pointer < code.count {
        if !seen.insert(pointer).inserted {
            return .loop(accumulator: accumulator, repeatedAt: pointer)
        }
        let instruction = code[pointer]
        switch instruction.operation {
        case .acc:
            accumulator += instruction.argument
            pointer += 1
        case .jmp:
            pointer += instruction.argument
        case .nop:
            pointer += 1
        }
    }
    return .terminated(accumulator: accumulator)
}

print("Loaded \(program.count) instructions: \(program.map { "\($0.operation.rawValue)\($0.argument >= 0 ? "+" : "")\($0.argument)" }.joined(separator: " "))")
print("Part 1: \(run(program))")

var repairs: [(index: Int, outcome: Outcome)] = []
for index in program.indices where program[index].operation != .acc {
    var patched = program
    patched[index].operation = patched[index].operation == .jmp ? .nop : .jmp
    let outcome = run(patched)
    repairs.append((index, outcome))
    if case .terminated(let acc) = outcome {
        print("Part 2: flipping line \(index) terminates with accumulator \(acc)")
    }
}
for repair in repairs {
    switch repair.outcome {
    case let .loop(acc, at):
        print("  flip \(repair.index): loops at \(at) (acc \(acc))")
    case .terminated:
        print("  flip \(repair.index): terminates")
    }
}
print("Original untouched: \(program[7].operation), argument parse of \"+0\": \(Int("+0")!), \"-0\": \(Int("-0")!)")
print("Outcome equality: \(run(program) == .loop(accumulator: 5, repeatedAt: 1))")
// expect: Loaded 9 instructions: nop+0 acc+1 jmp+4 acc+3 jmp-3 acc-99 acc+1 jmp-4 acc+6
// expect: Part 1: loop(accumulator: 5, repeatedAt: 1)
// expect: Part 2: flipping line 7 terminates with accumulator 8
// expect:   flip 0: loops at 0 (acc 0)
// expect:   flip 2: loops at 1 (acc 4)
// expect:   flip 4: loops at 6 (acc -94)
// expect:   flip 7: terminates
// expect: Original untouched: jmp, argument parse of "+0": 0, "-0": 0
// expect: Outcome equality: true
