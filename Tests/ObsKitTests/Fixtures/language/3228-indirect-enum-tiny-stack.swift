// Compiler test style: indirect enum for a tiny stack machine with instructions and nested blocks
indirect enum Instr {
  case push(Int)
  case add, mul, dup, swap, pop
  case repeatN(Int, [Instr])
  case ifPositive(then: Instr, else: Instr)
}

enum VMError: Error { case underflow(String) }

func run(_ prog: [Instr], _ stack: inout [Int]) throws {
  for ins in prog {
    switch ins {
    case .push(let n): stack.append(n)
    case .add, .mul:
      guard stack.count >= 2 else { throw VMError.underflow("\(ins)") }
      let b = stack.removeLast(), a = stack.removeLast()
      if case .add = ins { stack.append(a + b) } else { stack.append(a * b) }
    case .dup:
      guard let t = stack.last else { throw VMError.underflow("dup") }
      stack.append(t)
    case .swap:
      guard stack.count >= 2 else { throw VMError.underflow("swap") }
      stack.swapAt(stack.count - 1, stack.count - 2)
    case .pop:
      guard !stack.isEmpty else { throw VMError.underflow("pop") }
      stack.removeLast()
    case let .repeatN(n, body):
      for _ in 0..<n { try run(body, &stack) }
    case let .ifPositive(t, e):
      guard let top = stack.popLast() else { throw VMError.underflow("if") }
      try run([top > 0 ? t : e], &stack)
    }
  }
}

let programs: [[Instr]] = [
  [.push(2), .push(3), .add, .push(4), .mul],
  [.push(1), .repeatN(5, [.dup, .add])],
  [.push(7), .push(-1), .ifPositive(then: .push(100), else: .push(200)), .swap],
  [.push(1), .add],
  [.repeatN(3, [.push(2)]), .mul, .mul, .push(5), .ifPositive(then: .dup, else: .pop)],
  [.pop],
]
for p in programs {
  var stack: [Int] = []
  do {
    try run(p, &stack)
    print("ok", stack)
  } catch {
    print("error", error, "stack", stack)
  }
}
// expect: ok [20]
// expect: ok [32]
// expect: ok [200, 7]
// expect: error underflow("add") stack [1]
// expect: ok [8, 8]
// expect: error underflow("pop") stack []
