// Rosetta Code style (Gray code and Zeckendorf): binary reflected Gray code and Zeckendorf representations
extension Int {
    var grayEncoded: Int { self ^ (self >> 1) }
    var grayDecoded: Int {
        var n = self, mask = self >> 1
        while mask != 0 { n ^= mask; mask >>= 1 }
        return n
    }
    func binary(width: Int) -> String {
        let s = String(self, radix: 2)
        return String(repeating: "0", count: Swift.max(0, width - s.count)) + s
    }
}
print("dec  bin    gray   decoded")
for i in 0..<16 {
    let g = i.grayEncoded
    print("\(i < 10 ? " " : "")\(i)   \(i.binary(width: 5))  \(g.binary(width: 5))  \(g.grayDecoded)")
}
let adjacentOK = (0..<31).allSatisfy { ($0.grayEncoded ^ ($0 + 1).grayEncoded).nonzeroBitCount == 1 }
print("adjacent codes differ by one bit:", adjacentOK)
func zeckendorf(_ n: Int) -> String {
    guard n > 0 else { return "0" }
    var fibs = [1, 2]
    while fibs.last! + fibs[fibs.count - 2] <= n { fibs.append(fibs.last! + fibs[fibs.count - 2]) }
    var rest = n
    var bits = ""
    for f in fibs.reversed() where f <= n || !bits.isEmpty {
        if f <= rest { bits += "1"; rest -= f } else { bits += "0" }
    }
    return bits
}
for n in 0...20 { print("\(n): \(zeckendorf(n))") }
print((0...100).map(zeckendorf).allSatisfy { !$0.contains("11") })
// expect: dec  bin    gray   decoded
// expect:  0   00000  00000  0
// expect:  1   00001  00001  1
// expect:  2   00010  00011  2
// expect:  3   00011  00010  3
// expect:  4   00100  00110  4
// expect:  5   00101  00111  5
// expect:  6   00110  00101  6
// expect:  7   00111  00100  7
// expect:  8   01000  01100  8
// expect:  9   01001  01101  9
// expect: 10   01010  01111  10
// expect: 11   01011  01110  11
// expect: 12   01100  01010  12
// expect: 13   01101  01011  13
// expect: 14   01110  01001  14
// expect: 15   01111  01000  15
// expect: adjacent codes differ by one bit: true
// expect: 0: 0
// expect: 1: 1
// expect: 2: 10
// expect: 3: 100
// expect: 4: 101
// expect: 5: 1000
// expect: 6: 1001
// expect: 7: 1010
// expect: 8: 10000
// expect: 9: 10001
// expect: 10: 10010
// expect: 11: 10100
// expect: 12: 10101
// expect: 13: 100000
// expect: 14: 100001
// expect: 15: 100010
// expect: 16: 100100
// expect: 17: 100101
// expect: 18: 101000
// expect: 19: 101001
// expect: 20: 101010
// expect: true
