// Swift Evolution style (SE-0299): static member lookup on protocols in generic contexts
protocol Formatter {
    func format(_ n: Int) -> String
}

struct DecimalFormatter: Formatter { func format(_ n: Int) -> String { String(n) } }
struct HexFormatter: Formatter { func format(_ n: Int) -> String { "0x" + String(n, radix: 16) } }
struct PaddedFormatter: Formatter {
    let width: Int
    func format(_ n: Int) -> String {
        let s = String(n)
        return String(repeating: "0", count: max(0, width - s.count)) + s
    }
}

extension Formatter where Self == DecimalFormatter {
    static var decimal: DecimalFormatter { DecimalFormatter() }
}
extension Formatter where Self == HexFormatter {
    static var hex: HexFormatter { HexFormatter() }
}
extension Formatter where Self == PaddedFormatter {
    static func padded(_ width: Int) -> PaddedFormatter { PaddedFormatter(width: width) }
}

func render<F: Formatter>(_ values: [Int], using f: F) -> String {
    values.map { f.format($0) }.joined(separator: ", ")
}

func renderSome(_ value: Int, with f: some Formatter) -> String { f.format(value) }

let nums = [5, 26, 255]
print(render(nums, using: .decimal))
print(render(nums, using: .hex))
print(render(nums, using: .padded(4)))
print(renderSome(42, with: .hex))
print(renderSome(7, with: .padded(3)))

protocol Shape { var area: Int { get } }
struct Square: Shape { let side: Int; var area: Int { side * side } }
struct Strip: Shape { let length: Int; var area: Int { length } }
extension Shape where Self == Square {
    static func square(_ s: Int) -> Square { Square(side: s) }
    static var unit: Square { Square(side: 1) }
}
extension Shape where Self == Strip {
    static func strip(_ n: Int) -> Strip { Strip(length: n) }
}
func areaOf(_ s: some Shape) -> Int { s.area }
print(areaOf(.square(4)), areaOf(.unit), areaOf(.strip(9)))

// expect: 5, 26, 255
// expect: 0x5, 0x1a, 0xff
// expect: 0005, 0026, 0255
// expect: 0x2a
// expect: 007
// expect: 16 1 9
