// Compiler test style: enums with associated values, labels, methods and mutating self
enum Instruction: CustomStringConvertible {
    case push(Int)
    case pop
    case add, mul
    case jumpIfZero(to: Int)
    case dup(count: Int = 1)

    var description: String {
        switch self {
        case .push(let v): return "push \(v)"
        case .pop: return "pop"
        case .add: return "add"
        case .mul: return "mul"
        case .jumpIfZero(let t): return "jz \(t)"
        case .dup(let n): return "dup x\(n)"
        }
    }
}

func run(_ program: [Instruction]) -> [Int] {
    var stack: [Int] = []
    var pc = 0
    var steps = 0
    while pc < program.count && steps < 100 {
        steps += 1
        let ins = program[pc]
        pc += 1
        switch ins {
        case .push(let v): stack.append(v)
        case .pop: _ = stack.popLast()
        case .add: let b = stack.removeLast(), a = stack.removeLast(); stack.append(a + b)
        case .mul: let b = stack.removeLast(), a = stack.removeLast(); stack.append(a * b)
        case .jumpIfZero(to: let target): if stack.last == 0 { pc = target }
        case .dup(let n): for _ in 0..<n { stack.append(stack.last!) }
        }
    }
    return stack
}

let prog: [Instruction] = [.push(3), .dup(), .mul, .push(4), .add, .dup(count: 2), .push(0), .jumpIfZero(to: 10), .push(99), .pop, .add]
print(prog.map(\.description).joined(separator: "; "))
print(run(prog))

enum Light {
    case red, yellow, green
    mutating func next() {
        switch self {
        case .red: self = .green
        case .green: self = .yellow
        case .yellow: self = .red
        }
    }
}
var light = Light.red
var seen: [Light] = []
for _ in 0..<5 { seen.append(light); light.next() }
print(seen)

enum Measurement: Equatable {
    case length(meters: Int)
    case weight(grams: Int)
    case none
}
let m1 = Measurement.length(meters: 5)
print(m1 == .length(meters: 5), m1 == .weight(grams: 5), Measurement.none == .none)
if case .length(let meters) = m1, meters > 3 { print("long:", meters) }
let f = Measurement.weight
print(f(250), [1, 2].map(Measurement.length))

// expect: push 3; dup x1; mul; push 4; add; dup x2; push 0; jz 10; push 99; pop; add
// expect: [13, 13, 13]
// expect: [main.Light.red, main.Light.green, main.Light.yellow, main.Light.red, main.Light.green]
// expect: true false true
// expect: long: 5
// expect: weight(grams: 250) [main.Measurement.length(meters: 1), main.Measurement.length(meters: 2)]
