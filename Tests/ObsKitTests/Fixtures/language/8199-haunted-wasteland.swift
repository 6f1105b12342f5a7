// Advent of Code style: left/right node network, ghost paths combined with gcd and lcm
let input = """
LR

11A = (11B, XXX)
11B = (XXX, 11Z)
11Z = (11B, XXX)
22A = (22B, XXX)
22B = (22C, 22C)
22C = (22Z, 22Z)
22Z = (22B, 22B)
XXX = (XXX, XXX)
AAA = (11B, 22C)
"""

let sections = input.split(separator: "\n\n")
let instructions = Array(sections[0])
var network: [String: (left: String, right: String)] = [:]
for line in sections[1].split(separator: "\n") {
    let cleaned = line.filter { $0.isLetter || $0.isNumber || $0 == " " }
    let parts = cleaned.split(separator: " ").map(String.init)
    network[parts[0]] = (parts[1], parts[2])
}

func steps(from start: String, until done: (String) -> Bool) -> Int {
    var node = start
    var count = 0
    while !done(node) {
        let turn = instructions[count % instructions.count]
        node = turn == "L" ? network[node]!.left : network[node]!.right
        count += 1
    }
    return count
}

func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
func lcm(_ a: Int, _ b: Int) -> Int { a / gcd(a, b) * b }

let part1 = steps(from: "AAA") { $0.hasSuffix("Z") }
print("Part 1: \(part1)")

let starts = network.keys.filter { $0.hasSuffix("A") && $0 != "AAA" }.sorted()
let cycles = starts.map { s in steps(from: s) { $0.hasSuffix("Z") } }
for (s, c) in zip(starts, cycles) {
    print("\(s) reaches Z in \(c)")
}
print("Part 2: \(cycles.reduce(1, lcm))")

// expect: Part 1: 2
// expect: 11A reaches Z in 2
// expect: 22A reaches Z in 3
// expect: Part 2: 6
