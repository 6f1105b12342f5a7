// Compiler test style: extending DefaultStringInterpolation with custom appendInterpolation overloads
extension DefaultStringInterpolation {
    mutating func appendInterpolation(hex value: Int) {
        appendLiteral(String(value, radix: 16))
    }
    mutating func appendInterpolation(_ value: Int, padTo width: Int) {
        let s = String(value)
        appendLiteral(String(repeating: "0", count: max(0, width - s.count)) + s)
    }
    mutating func appendInterpolation<T>(list items: [T], separator: String = ", ") {
        appendLiteral("[")
        var first = true
        for item in items {
            if !first { appendLiteral(separator) }
            first = false
            appendInterpolation(item)
        }
        appendLiteral("]")
    }
    mutating func appendInterpolation(_ flag: Bool, yes: String, no: String) {
        appendLiteral(flag ? yes : no)
    }
    mutating func appendInterpolation<T>(maybe value: T?) {
        if let value = value {
            appendInterpolation(value)
        } else {
            appendLiteral("none")
        }
    }
}

print("255 in hex is \(hex: 255)")
print("id-\(7, padTo: 4) / id-\(12345, padTo: 3)")
print("values: \(list: [1, 2, 3])")
print("words: \(list: ["a", "b"], separator: " | ")")
print("empty: \(list: [Int]())")
print("status: \(true, yes: "on", no: "off") then \(false, yes: "on", no: "off")")
let present: Int? = 42
let absent: String? = nil
print("maybe: \(maybe: present) and \(maybe: absent)")
print("mixed \(hex: 4095)-\(3, padTo: 2)-\(list: [hex(10), hex(11)])")
func hex(_ n: Int) -> String { "0x\(hex: n)" }
let n = 3
print("nested \("inner \(n * 2)") done")
print("plain \(n) and \(Double(n) / 2)")

// expect: 255 in hex is ff
// expect: id-0007 / id-12345
// expect: values: [1, 2, 3]
// expect: words: [a | b]
// expect: empty: []
// expect: status: on then off
// expect: maybe: 42 and none
// expect: mixed fff-03-[0xa, 0xb]
// expect: nested inner 6 done
// expect: plain 3 and 1.5
