// Compiler test style: stack virtual machine whose instructions are enums with associated values
enum Instr {
    case push(Int)
    case pop
    case add, sub, mul, div
    case dup
    case swap
    case jump(Int)
    case jumpIfZero(Int)
    case print
    case halt
}

enum VMError: Error {
    case stackUnderflow(pc: Int)
    case divisionByZero(pc: Int)
    case badJump(Int)
}

func run(_ program: [Instr], limit: Int = 1000) throws -> [String] {
    var stack: [Int] = []
    var out: [String] = []
    var pc = 0
    var steps = 0
    func pop() throws -> Int {
        guard let v = stack.popLast() else { throw VMError.stackUnderflow(pc: pc) }
        return v
    }
    while pc < program.count && steps < limit {
        steps += 1
        let instr = program[pc]
        pc += 1
        switch instr {
        case .push(let v): stack.append(v)
        case .pop: _ = try pop()
        case .dup:
            let v = try pop()
            stack += [v, v]
        case .swap:
            let b = try pop(), a = try pop()
            stack += [b, a]
        case .add, .sub, .mul, .div:
            let b = try pop(), a = try pop()
            switch instr {
            case .add: stack.append(a + b)
            case .sub: stack.append(a - b)
            case .mul: stack.append(a * b)
            case .div where b == 0: throw VMError.divisionByZero(pc: pc - 1)
            default: stack.append(a / b)
            }
        case .jump(let t) where t < 0 || t >= program.count:
            throw VMError.badJump(t)
        case .jump(let t):
            pc = t
        case .jumpIfZero(let t):
            if try pop() == 0 { pc = t }
        case .print:
            out.append("out: \(stack.last.map(String.init) ?? "<empty>")")
        case .halt:
            return out + ["halted with stack \(stack)"]
        }
    }
    return out + ["ended after \(steps) steps, stack \(stack)"]
}

// countdown from 5, printing each value
let countdown: [Instr] = [
    .push(5),
    .print,
    .push(1), .sub,
    .dup, .jumpIfZero(7),
    .jump(1),
    .print,
    .halt,
]

let programs: [(String, [Instr])] = [
    ("arith", [.push(6), .push(7), .mul, .push(2), .sub, .print, .halt]),
    ("countdown", countdown),
    ("swap", [.push(1), .push(2), .swap, .sub, .print]),
    ("underflow", [.push(1), .add]),
    ("divzero", [.push(4), .push(0), .div]),
    ("badjump", [.jump(99)]),
    ("loop", [.push(0), .jump(0)]),
]

for (name, prog) in programs {
    do {
        let lines = try run(prog, limit: 20)
        print("\(name):")
        for l in lines { print("  \(l)") }
    } catch VMError.stackUnderflow(let pc) {
        print("\(name): stack underflow at \(pc)")
    } catch let VMError.divisionByZero(pc) {
        print("\(name): division by zero at \(pc)")
    } catch {
        print("\(name): failed with \(error)")
    }
}

// Expected output:
// expect: arith:
// expect:   out: 40
// expect:   halted with stack [40]
// expect: countdown:
// expect:   out: 5
// expect:   out: 4
// expect:   out: 3
// expect:   out: 2
// expect:   ended after 20 steps, stack [2]
// expect: swap:
// expect:   out: 1
// expect:   ended after 5 steps, stack [1]
// expect: underflow: stack underflow at 2
// expect: divzero: division by zero at 2
// expect: badjump: failed with badJump(99)
// expect: loop:
// expect:   ended after 20 steps, stack [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
