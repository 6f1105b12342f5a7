// App code style: LosslessStringConvertible value types that parse from and print back to text
struct Point: LosslessStringConvertible, Equatable {
    var x: Int, y: Int
    init(x: Int, y: Int) { self.x = x; self.y = y }
    init?(_ description: String) {
        var s = Substring(description).filter { !$0.isWhitespace }[...]
        guard s.first == "(", s.last == ")" else { return nil }
        s = s.dropFirst().dropLast()
        let parts = s.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Int(parts[0]), let y = Int(parts[1]) else { return nil }
        self.init(x: x, y: y)
    }
    var description: String { "(\(x), \(y))" }
}

struct RGB: LosslessStringConvertible {
    var r: UInt8, g: UInt8, b: UInt8
    init?(_ description: String) {
        var hex = Substring(description)
        if hex.first == "#" { hex = hex.dropFirst() }
        if hex.count == 3 { hex = Substring(hex.map { "\($0)\($0)" }.joined()) }
        guard hex.count == 6, let v = UInt32(hex, radix: 16) else { return nil }
        r = UInt8(v >> 16); g = UInt8(v >> 8 & 0xFF); b = UInt8(v & 0xFF)
    }
    var description: String {
        func h(_ v: UInt8) -> String { let s = String(v, radix: 16, uppercase: true); return s.count == 1 ? "0" + s : s }
        return "#" + h(r) + h(g) + h(b)
    }
    var brightness: Int { (Int(r) * 299 + Int(g) * 587 + Int(b) * 114) / 1000 }
}

struct Size: LosslessStringConvertible {
    var bytes: Int
    init?(_ text: String) {
        let digits = text.prefix { $0.isNumber }
        let unit = text.dropFirst(digits.count).uppercased()
        guard let n = Int(digits) else { return nil }
        let mult: Int
        switch unit {
        case "", "B": mult = 1
        case "K", "KB": mult = 1024
        case "M", "MB": mult = 1024 * 1024
        case "G", "GB": mult = 1024 * 1024 * 1024
        default: return nil
        }
        bytes = n * mult
    }
    var description: String {
        let units = ["B", "KB", "MB", "GB"]
        var v = bytes * 10
        var i = 0
        while v >= 10240 && i < units.count - 1 { v /= 1024; i += 1 }
        return v % 10 == 0 ? "\(v / 10)\(units[i])" : "\(v / 10).\(v % 10)\(units[i])"
    }
}

func roundTrip<T: LosslessStringConvertible>(_ type: T.Type, _ inputs: [String]) {
    for s in inputs {
        if let v = T(s) {
            let again = T(v.description)
            print("\(T.self)(\"\(s)\") = \(v) reparse=\(again.map { $0.description == v.description } ?? false)")
        } else {
            print("\(T.self)(\"\(s)\") = nil")
        }
    }
}

roundTrip(Point.self, ["(1,2)", " ( -3 , 40 ) ", "(1;2)", "1,2", "(,)"])
roundTrip(RGB.self, ["#ff8800", "0f0", "#GG0000", "#12345", "abcdef"])
roundTrip(Size.self, ["512", "2k", "1536KB", "3m", "10gb", "12tb", "kb"])
roundTrip(Int.self, ["42", "-0", "+7", "1_000", "٣"])
roundTrip(Bool.self, ["true", "True", "false"])
let colors = ["#000", "#fff", "#777", "#f00"].compactMap(RGB.init)
print(colors.map { "\($0)=\($0.brightness)" }.joined(separator: " "))
let pts = ["(0,0)", "(3,4)", "bad", "(-1,-1)"].compactMap(Point.init)
print(pts, pts.contains(Point(x: 3, y: 4)))
print(String(Point(x: 5, y: -5)), String(describing: Size("1025")!))
// expect: Point("(1,2)") = (1, 2) reparse=true
// expect: Point(" ( -3 , 40 ) ") = (-3, 40) reparse=true
// expect: Point("(1;2)") = nil
// expect: Point("1,2") = nil
// expect: Point("(,)") = nil
// expect: RGB("#ff8800") = #FF8800 reparse=true
// expect: RGB("0f0") = #00FF00 reparse=true
// expect: RGB("#GG0000") = nil
// expect: RGB("#12345") = nil
// expect: RGB("abcdef") = #ABCDEF reparse=true
// expect: Size("512") = 512B reparse=true
// expect: Size("2k") = 2KB reparse=true
// expect: Size("1536KB") = 1.5MB reparse=false
// expect: Size("3m") = 3MB reparse=true
// expect: Size("10gb") = 10GB reparse=true
// expect: Size("12tb") = nil
// expect: Size("kb") = nil
// expect: Int("42") = 42 reparse=true
// expect: Int("-0") = 0 reparse=true
// expect: Int("+7") = 7 reparse=true
// expect: Int("1_000") = nil
// expect: Int("٣") = nil
// expect: Bool("true") = true reparse=true
// expect: Bool("True") = nil
// expect: Bool("false") = false reparse=true
// expect: #000000=0 #FFFFFF=255 #777777=119 #FF0000=76
// expect: [(0, 0), (3, 4), (-1, -1)] true
// expect: (5, -5) 1KB
