// Advent of Code style: monkeys throwing items, closures for operations and modulo arithmetic
import Foundation

struct Monkey {
    var items: [Int]
    let operation: (Int) -> Int
    let divisor: Int
    let ifTrue: Int
    let ifFalse: Int
    var inspected = 0

    mutating func inspectAll(relief: (Int) -> Int) -> [(target: Int, worry: Int)] {
        var thrown: [(target: Int, worry: Int)] = []
        for item in items {
            inspected += 1
            let worry = relief(operation(item))
            let target = worry % divisor == 0 ? ifTrue : ifFalse
            thrown.append((target, worry))
        }
        items.removeAll()
        return thrown
    }
}

let input = """
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

func lastInt(_ line: Substring) -> Int {
    Int(line.split(separator: " ").last!)!
}

func parse() -> [Monkey] {
    var monkeys: [Monkey] = []
    for block in input.split(separator: "\n\n") {
        let lines = block.split(separator: "\n")
        let items = lines[1].split(separator: ":")[1]
            .split(separator: ",")
            .map { Int($0.trimmingCharacters(in: .whitespaces))! }
        let opWords = lines[2].split(separator: " ")
        let op = opWords[opWords.count - 2]
        let operand = opWords.last!
        let operation: (Int) -> Int
        if operand == "old" {
            operation = { $0 * $0 }
        } else if op == "*" {
            let n = Int(operand)!
            operation = { $0 * n }
        } else {
            let n = Int(operand)!
            operation = { $0 + n }
        }
        monkeys.append(Monkey(items: items, operation: operation,
                              divisor: lastInt(lines[3]),
                              ifTrue: lastInt(lines[4]),
                              ifFalse: lastInt(lines[5])))
    }
    return monkeys
}

func business(rounds: Int, relief: (Int) -> Int) -> Int {
    var monkeys = parse()
    for _ in 0..<rounds {
        for i in monkeys.indices {
            for throwItem in monkeys[i].inspectAll(relief: relief) {
                monkeys[throwItem.target].items.append(throwItem.worry)
            }
        }
    }
    let counts = monkeys.map { $0.inspected }
    print("Inspections: \(counts)")
    let top = counts.sorted(by: >)
    return top[0] * top[1]
}

print("Part 1: \(business(rounds: 20) { $0 / 3 })")
let modulus = parse().map { $0.divisor }.reduce(1, *)
print("Part 2: \(business(rounds: 1000) { $0 % modulus })")

// expect: Inspections: [101, 95, 7, 105]
// expect: Part 1: 10605
// expect: Inspections: [5204, 4792, 199, 5192]
// expect: Part 2: 27019168
