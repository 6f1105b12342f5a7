// Puzzle style: Advent of Code knot hash — circular list reversals, XOR folding and hex output
func knotRounds(lengths: [Int], rounds: Int, size: Int = 256) -> [Int] {
    var list = Array(0..<size)
    var position = 0
    var skip = 0
    for _ in 0..<rounds {
        for length in lengths {
            var i = position
            var j = position + length - 1
            while i < j {
                list.swapAt(i % size, j % size)
                i += 1
                j -= 1
            }
            position = (position + length + skip) % size
            skip += 1
        }
    }
    return list
}

func knotHash(_ input: String) -> String {
    let lengths = input.utf8.map { Int($0) } + [17, 31, 73, 47, 23]
    let sparse = knotRounds(lengths: lengths, rounds: 64)
    let dense = stride(from: 0, to: 256, by: 16).map { start in
        sparse[start..<start + 16].reduce(0, ^)
    }
    return dense.map { byte in
        let hex = String(byte, radix: 16)
        return hex.count == 1 ? "0" + hex : hex
    }.joined()
}

let example = knotRounds(lengths: [3, 4, 1, 5], rounds: 1, size: 5)
print("Example list: \(example), product \(example[0] * example[1])")

let puzzleLengths = "97,167,54,178,2,11,209,174,119,248,254,0,255,1,64,190"
let single = knotRounds(lengths: puzzleLengths.split(separator: ",").compactMap { Int($0) }, rounds: 1)
print("Part 1 product: \(single[0] * single[1])")

for input in ["", "AoC 2017", "1,2,3", "1,2,4", puzzleLengths] {
    print("hash(\"\(input)\") = \(knotHash(input))")
}

// Disk defragmentation uses the hash bits as a grid row
func usedSquares(key: String, rows: Int) -> (count: Int, preview: [String]) {
    var total = 0
    var preview: [String] = []
    for row in 0..<rows {
        let hash = knotHash("\(key)-\(row)")
        var bits = ""
        for ch in hash {
            let nibble = ch.hexDigitValue!
            total += nibble.nonzeroBitCount
            for shift in stride(from: 3, through: 0, by: -1) {
                bits.append((nibble >> shift) & 1 == 1 ? "#" : ".")
            }
        }
        preview.append(String(bits.prefix(8)))
    }
    return (total, preview)
}
let disk = usedSquares(key: "flqrgnkx", rows: 8)
print("Used squares in first 8 rows: \(disk.count)")
disk.preview.forEach { print($0) }
// expect: Example list: [3, 4, 2, 1, 0], product 12
// expect: Part 1 product: 8536
// expect: hash("") = a2582a3a0e66e6e86e3812dcb672a272
// expect: hash("AoC 2017") = 33efeb34ea91902bb2f59c9920caa6cd
// expect: hash("1,2,3") = 3efbe78a8d82f29979031a4aa0b16a9d
// expect: hash("1,2,4") = 63960835bcdc130f0b66d7ff4f6a5a8e
// expect: hash("97,167,54,178,2,11,209,174,119,248,254,0,255,1,64,190") = aff593797989d665349efe11bb4fd99b
// expect: Used squares in first 8 rows: 534
// expect: ##.#.#..
// expect: .#.#.#.#
// expect: ....#.#.
// expect: #.#.##.#
// expect: .##.#...
// expect: ##..#..#
// expect: .#...#..
// expect: ##.#.##.
