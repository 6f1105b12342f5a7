// Compiler test style: DefaultStringInterpolation extensions with labeled format options, generics and custom types
enum Align { case left, right, center }

extension DefaultStringInterpolation {
    mutating func appendInterpolation<T>(_ value: T, width: Int, align: Align = .right, fill: Character = " ") {
        let s = "\(value)"
        let pad = max(0, width - s.count)
        switch align {
        case .left: appendLiteral(s + String(repeating: fill, count: pad))
        case .right: appendLiteral(String(repeating: fill, count: pad) + s)
        case .center:
            let l = pad / 2
            appendLiteral(String(repeating: fill, count: l) + s + String(repeating: fill, count: pad - l))
        }
    }
    mutating func appendInterpolation(binary n: UInt8) {
        var bits = ""
        for i in (0..<8).reversed() { bits += (n >> UInt8(i)) & 1 == 1 ? "1" : "0" }
        appendLiteral(bits)
    }
    mutating func appendInterpolation(ordinal n: Int) {
        let suffix: String
        switch (n % 10, n % 100) {
        case (_, 11...13): suffix = "th"
        case (1, _): suffix = "st"
        case (2, _): suffix = "nd"
        case (3, _): suffix = "rd"
        default: suffix = "th"
        }
        appendInterpolation(n)
        appendLiteral(suffix)
    }
    mutating func appendInterpolation(plural count: Int, _ word: String) {
        appendLiteral("\(count) \(word)\(count == 1 ? "" : "s")")
    }
}

struct Point: CustomStringConvertible {
    var x, y: Int
    var description: String { "(\(x), \(y))" }
}

print("[\(42, width: 6)]")
print("[\("ab", width: 6, align: .left)]")
print("[\("mid", width: 9, align: .center, fill: "*")]")
print("[\(Point(x: 1, y: 2), width: 10, fill: ".")]")
print("[\(123456, width: 3)]")
print("\(binary: 5) \(binary: 255) \(binary: 128)")
print([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map { "\(ordinal: $0)" }.joined(separator: " "))
print("\(plural: 1, "cat"), \(plural: 3, "dog"), \(plural: 0, "bird")")

let rows = [("apple", 3), ("kiwi", 12), ("banana", 150)]
for (name, qty) in rows {
    print("|\(name, width: 8, align: .left)|\(qty, width: 5)|")
}
var s = DefaultStringInterpolation(literalCapacity: 8, interpolationCount: 2)
s.appendLiteral("manual ")
s.appendInterpolation(7, width: 3, fill: "0")
s.appendLiteral(" end")
print(String(stringInterpolation: s))
let opt: Int? = 4
print("opt=\(opt ?? 0, width: 3) desc=\(String(describing: opt))")

// expect: [    42]
// expect: [ab    ]
// expect: [***mid***]
// expect: [....(1, 2)]
// expect: [123456]
// expect: 00000101 11111111 10000000
// expect: 1st 2nd 3rd 4th 11th 12th 13th 21st 22nd 101st 111th
// expect: 1 cat, 3 dogs, 0 birds
// expect: |apple   |    3|
// expect: |kiwi    |   12|
// expect: |banana  |  150|
// expect: manual 007 end
// expect: opt=  4 desc=Optional(4)
