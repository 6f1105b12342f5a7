// Compiler test style: static members on protocols with where Self == for implicit member lookup
protocol Formatter { func format(_ v: Int) -> String }
struct HexFormatter: Formatter {
    var uppercase = false
    func format(_ v: Int) -> String {
        let s = String(v, radix: 16)
        return "0x" + (uppercase ? s.uppercased() : s)
    }
}
struct PaddedFormatter: Formatter {
    let width: Int
    func format(_ v: Int) -> String {
        let s = String(v)
        return String(repeating: "0", count: max(0, width - s.count)) + s
    }
}
extension Formatter where Self == HexFormatter {
    static var hex: HexFormatter { HexFormatter() }
    static var upperHex: HexFormatter { HexFormatter(uppercase: true) }
}
extension Formatter where Self == PaddedFormatter {
    static func padded(_ w: Int) -> PaddedFormatter { PaddedFormatter(width: w) }
}

func render<F: Formatter>(_ values: [Int], using f: F) -> String {
    values.map { f.format($0) }.joined(separator: " ")
}
func renderAny(_ v: Int, _ f: any Formatter) -> String { f.format(v) }

let vals = [10, 255, 4096]
print(render(vals, using: .hex))
print(render(vals, using: .upperHex))
print(render(vals, using: .padded(6)))
print(renderAny(200, HexFormatter.upperHex))
print(renderAny(3, PaddedFormatter.padded(3)))

let fs: [any Formatter] = [HexFormatter.hex, PaddedFormatter.padded(4)]
for f in fs { print(type(of: f), f.format(42)) }
// expect: 0xa 0xff 0x1000
// expect: 0xA 0xFF 0x1000
// expect: 000010 000255 004096
// expect: 0xC8
// expect: 003
// expect: HexFormatter 0x2a
// expect: PaddedFormatter 0042
