// Advent of Code style (monkeys passing items): parsing blocks into structs holding operation closures, simulated for 20 rounds
let notes = """
Monkey 0:
  Starting items: 79, 98
  Operation: new = old * 19
  Test: divisible by 23
    If true: throw to monkey 2
    If false: throw to monkey 3

Monkey 1:
  Starting items: 54, 65, 75, 74
  Operation: new = old + 6
  Test: divisible by 19
    If true: throw to monkey 2
    If false: throw to monkey 0

Monkey 2:
  Starting items: 79, 60, 97
  Operation: new = old * old
  Test: divisible by 13
    If true: throw to monkey 1
    If false: throw to monkey 3

Monkey 3:
  Starting items: 74
  Operation: new = old + 3
  Test: divisible by 17
    If true: throw to monkey 0
    If false: throw to monkey 1
"""

struct Monkey {
    var items: [Int]
    let operation: (Int) -> Int
    let divisor: Int
    let targets: (onTrue: Int, onFalse: Int)
    var inspected = 0
}

func lastInt<S: StringProtocol>(_ line: S) -> Int { Int(line.split(separator: " ").last!)! }

func parse(_ block: Substring) -> Monkey {
    let lines = block.split(separator: "\n").map { $0.trimmingPrefix(while: { $0 == " " }) }
    let items = lines[1].split(separator: ":")[1].split(separator: ",").map { Int($0.filter(\.isNumber))! }
    let expr = lines[2].split(separator: " ").suffix(2).map(String.init)
    let op: (Int) -> Int
    switch (expr[0], Int(expr[1])) {
    case ("*", nil): op = { $0 * $0 }
    case ("*", let k?): op = { $0 * k }
    case (_, let k?): op = { $0 + k }
    default: op = { $0 + $0 }
    }
    return Monkey(items: items, operation: op, divisor: lastInt(lines[3]), targets: (lastInt(lines[4]), lastInt(lines[5])))
}

extension Substring {
    func trimmingPrefix(while pred: (Character) -> Bool) -> Substring { drop(while: pred) }
}

var monkeys = notes.split(separator: "\n\n").map { parse($0) }
for _ in 1...20 {
    for i in monkeys.indices {
        while !monkeys[i].items.isEmpty {
            let worry = monkeys[i].operation(monkeys[i].items.removeFirst()) / 3
            monkeys[i].inspected += 1
            let target = worry % monkeys[i].divisor == 0 ? monkeys[i].targets.onTrue : monkeys[i].targets.onFalse
            monkeys[target].items.append(worry)
        }
    }
}
for (i, m) in monkeys.enumerated() { print("Monkey \(i): inspected \(m.inspected), holds \(m.items)") }
let busiest = monkeys.map(\.inspected).sorted(by: >)
print("monkey business:", busiest[0] * busiest[1])

// expect: Monkey 0: inspected 101, holds [10, 12, 14, 26, 34]
// expect: Monkey 1: inspected 95, holds [245, 93, 53, 199, 115]
// expect: Monkey 2: inspected 7, holds []
// expect: Monkey 3: inspected 105, holds []
// expect: monkey business: 10605
