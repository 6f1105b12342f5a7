// Rosetta Code style (Integer overflow): wrapping &+ &* operators, ReportingOverflow APIs, then a checked stack machine that traps
let big = Int64.max
print(big &+ 1 == Int64.min, Int8(127) &+ 1, UInt8(0) &- 1, Int32.max &* 2)
let (sum, overflow) = Int.max.addingReportingOverflow(1)
print(sum == Int.min, overflow)
let (product, o2) = Int32(65536).multipliedReportingOverflow(by: 65536)
print(product, o2)
print(Int.max.leadingZeroBitCount, (-1).nonzeroBitCount, Int8(-128).magnitude, UInt8(truncatingIfNeeded: 0x1FF), Int16(bitPattern: 0xFFFF))
struct Machine {
    var stack: [Int] = []
    mutating func pop() -> Int {
        guard let v = stack.popLast() else { fatalError("stack underflow") }
        return v
    }
    mutating func exec(_ program: String) {
        for word in program.split(separator: " ") {
            switch word {
            case "+": stack.append(pop() + pop())
            case "*": stack.append(pop() * pop())
            case "dup": stack.append(stack.last ?? pop())
            case ".": print("top:", pop())
            default: stack.append(Int(word)!)
            }
        }
    }
}

var m = Machine()
m.exec("2 3 + dup * .")
m.exec("7 .")
m.exec("1 +")
print("unreachable")

// expect: true -128 255 -2
// expect: true true
// expect: 0 true
// expect: 1 64 128 255 -1
// expect: top: 25
// expect: top: 7
// expect-error: stack underflow
