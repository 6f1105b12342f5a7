// Puzzle style: base conversion and bit counting — radix strings, popcount, Gray code, binary gaps
func padded(_ s: String, to width: Int, with pad: Character = "0") -> String {
    s.count >= width ? s : String(repeating: pad, count: width - s.count) + s
}

func binaryGap(_ n: Int) -> Int {
    let bits = String(n, radix: 2)
    let zerosRuns = bits.split(separator: "1", omittingEmptySubsequences: false).dropLast()
    return zerosRuns.map(\.count).max() ?? 0
}

func grayCode(_ n: UInt8) -> UInt8 { n ^ (n >> 1) }

func reverseBits(_ value: UInt8) -> UInt8 {
    var v = value
    var result: UInt8 = 0
    for _ in 0..<8 {
        result = (result << 1) | (v & 1)
        v >>= 1
    }
    return result
}

let numbers = [0, 5, 42, 255, 1041, 65535, -26]
for n in numbers {
    let bin = String(n, radix: 2)
    let hex = String(n, radix: 16, uppercase: true)
    let b36 = String(n, radix: 36)
    print("\(n): bin=\(bin) oct=\(String(n, radix: 8)) hex=\(hex) b36=\(b36) pop=\(n.nonzeroBitCount)")
}

print("Parsed: \(Int("ff", radix: 16)!) \(Int("-1010", radix: 2)!) \(Int("zz", radix: 36)!) \(Int("12", radix: 2) as Int?)")
print("Binary gaps: \([9, 529, 20, 15, 32, 1041].map(binaryGap))")

let gray = (0..<8).map { padded(String(grayCode(UInt8($0)), radix: 2), to: 3) }
print("Gray codes: \(gray.joined(separator: " "))")
print("Reversed 0b00010110 -> \(padded(String(reverseBits(0b0001_0110), radix: 2), to: 8))")

let samples: [UInt32] = [1, 16, 40, 1 << 31, 0]
for s in samples {
    print("\(s): leading=\(s.leadingZeroBitCount) trailing=\(s.trailingZeroBitCount) isPow2=\(s != 0 && s & (s - 1) == 0)")
}

// Digit sums in several bases
func digitSum(_ n: Int, base: Int) -> Int {
    var n = n, total = 0
    while n > 0 { total += n % base; n /= base }
    return total
}
print("Digit sums of 2024: " + [2, 3, 10, 16].map { "b\($0)=\(digitSum(2024, base: $0))" }.joined(separator: " "))
let wrapped = UInt8(250) &+ 10
let bigShift = Int64(1) << 40
print("Wrapping add: \(wrapped), shift: \(bigShift), Int8 min: \(Int8.min), bitPattern: \(UInt8(bitPattern: -1))")
// expect: 0: bin=0 oct=0 hex=0 b36=0 pop=0
// expect: 5: bin=101 oct=5 hex=5 b36=5 pop=2
// expect: 42: bin=101010 oct=52 hex=2A b36=16 pop=3
// expect: 255: bin=11111111 oct=377 hex=FF b36=73 pop=8
// expect: 1041: bin=10000010001 oct=2021 hex=411 b36=sx pop=3
// expect: 65535: bin=1111111111111111 oct=177777 hex=FFFF b36=1ekf pop=16
// expect: -26: bin=-11010 oct=-32 hex=-1A b36=-q pop=61
// expect: Parsed: 255 -10 1295 nil
// expect: Binary gaps: [2, 4, 1, 0, 0, 5]
// expect: Gray codes: 000 001 011 010 110 111 101 100
// expect: Reversed 0b00010110 -> 01101000
// expect: 1: leading=31 trailing=0 isPow2=true
// expect: 16: leading=27 trailing=4 isPow2=true
// expect: 40: leading=26 trailing=3 isPow2=false
// expect: 2147483648: leading=0 trailing=31 isPow2=true
// expect: 0: leading=32 trailing=32 isPow2=false
// expect: Digit sums of 2024: b2=7 b3=12 b10=8 b16=29
// expect: Wrapping add: 4, shift: 1099511627776, Int8 min: -128, bitPattern: 255
