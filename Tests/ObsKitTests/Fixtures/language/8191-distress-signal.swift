// Advent of Code style: recursive packet parsing into an indirect enum and custom ordering
indirect enum Packet: Comparable {
    case int(Int)
    case list([Packet])

    static func < (lhs: Packet, rhs: Packet) -> Bool {
        compare(lhs, rhs) < 0
    }
}

func compare(_ a: Packet, _ b: Packet) -> Int {
    switch (a, b) {
    case let (.int(x), .int(y)):
        return x == y ? 0 : (x < y ? -1 : 1)
    case let (.list(xs), .list(ys)):
        for (x, y) in zip(xs, ys) {
            let r = compare(x, y)
            if r != 0 { return r }
        }
        return xs.count == ys.count ? 0 : (xs.count < ys.count ? -1 : 1)
    case (.int, .list):
        return compare(.list([a]), b)
    case (.list, .int):
        return compare(a, .list([b]))
    }
}

struct Parser {
    let chars: [Character]
    var pos = 0

    init(_ s: Substring) { chars = Array(s) }

    mutating func parse() -> Packet {
        if chars[pos] == "[" {
            pos += 1
            var items: [Packet] = []
            while chars[pos] != "]" {
                items.append(parse())
                if chars[pos] == "," { pos += 1 }
            }
            pos += 1
            return .list(items)
        }
        var n = 0
        while let d = chars[pos].wholeNumberValue {
            n = n * 10 + d
            pos += 1
        }
        return .int(n)
    }
}

let input = """
[1,1,3,1,1]
[1,1,5,1,1]

[[1],[2,3,4]]
[[1],4]

[9]
[[8,7,6]]

[[4,4],4,4]
[[4,4],4,4,4]

[7,7,7,7]
[7,7,7]

[]
[3]

[[[]]]
[[]]

[1,[2,[3,[4,[5,6,7]]]],8,9]
[1,[2,[3,[4,[5,6,0]]]],8,9]
"""

let packets = input.split(separator: "\n").map { line -> Packet in
    var p = Parser(line)
    return p.parse()
}

var part1 = 0
for i in stride(from: 0, to: packets.count, by: 2) where packets[i] < packets[i + 1] {
    part1 += i / 2 + 1
}
print("Part 1: \(part1)")

let dividers: [Packet] = [.list([.list([.int(2)])]), .list([.list([.int(6)])])]
let sorted = (packets + dividers).sorted()
let positions = dividers.map { d in sorted.firstIndex(of: d)! + 1 }
print("Divider positions: \(positions)")
print("Part 2: \(positions.reduce(1, *))")

// expect: Part 1: 13
// expect: Divider positions: [10, 14]
// expect: Part 2: 140
