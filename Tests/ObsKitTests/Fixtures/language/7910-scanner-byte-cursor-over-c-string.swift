// WWDC style (scanner): a byte cursor over a C string that tokenizes numbers
struct Cursor {
    var p: UnsafePointer<UInt8>
    let end: UnsafePointer<UInt8>
    var atEnd: Bool { p >= end }
    mutating func skipSpaces() { while !atEnd && p.pointee == 32 { p += 1 } }
    mutating func number() -> Int? {
        var v = 0, seen = false
        while !atEnd, p.pointee >= 48, p.pointee <= 57 {
            v = v * 10 + Int(p.pointee - 48)
            p += 1
            seen = true
        }
        return seen ? v : nil
    }
}
let input = "12 7  300 x 5"
let utf8 = Array(input.utf8)
let numbers = utf8.withUnsafeBufferPointer { buf -> [Int] in
    var c = Cursor(p: buf.baseAddress!, end: buf.baseAddress! + buf.count)
    var found: [Int] = []
    while !c.atEnd {
        c.skipSpaces()
        if let n = c.number() { found.append(n) } else if !c.atEnd { c.p += 1 }
    }
    return found
}
print(numbers)
print("sum", numbers.reduce(0, +))
// expect: [12, 7, 300, 5]
// expect: sum 324
