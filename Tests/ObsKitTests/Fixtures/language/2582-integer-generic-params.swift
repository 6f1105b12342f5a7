// Swift Evolution style (SE-0452): integer generic parameters `<let N: Int>` used as values and in types
// known-gap: error: 2582-integer-generic-params.swift:7:17: error: cannot find 'InlineArray' in scope
struct Matrix<let Rows: Int, let Columns: Int> {
    var cells: InlineArray<Rows, InlineArray<Columns, Int>>

    init(filler: (Int, Int) -> Int) {
        cells = InlineArray { r in InlineArray { c in filler(r, c) } }
    }

    var shape: String { "\(Rows)x\(Columns)" }

    func row(_ r: Int) -> [Int] {
        var out: [Int] = []
        for c in 0..<Columns { out.append(cells[r][c]) }
        return out
    }

    func transposed() -> Matrix<Columns, Rows> {
        Matrix<Columns, Rows> { r, c in cells[c][r] }
    }
}

struct Tag<let Code: Int> {
    static var code: Int { Code }
    var isNegative: Bool { Code < 0 }
}

func capacity<let N: Int>(of buffer: InlineArray<N, UInt8>) -> Int {
    N
}

func describe<let N: Int, Element>(_ values: InlineArray<N, Element>) -> String {
    var parts: [String] = []
    for i in 0..<N { parts.append("\(values[i])") }
    return "\(N): " + parts.joined(separator: ",")
}

let m = Matrix<2, 3> { r, c in r * 10 + c }
print(m.shape)
print(m.row(0), m.row(1))
let t = m.transposed()
print(t.shape)
for r in 0..<3 { print(t.row(r)) }

print(Tag<404>.code, Tag< -1>().isNegative, Tag<7>().isNegative)
print(capacity(of: InlineArray<16, UInt8>(repeating: 0)))
let letters: InlineArray<3, String> = ["a", "b", "c"]
print(describe(letters))
let flags: [2 of Bool] = [true, false]
print(describe(flags))
print(type(of: m))
// expect: 2x3
// expect: [0, 1, 2] [10, 11, 12]
// expect: 3x2
// expect: [0, 10]
// expect: [1, 11]
// expect: [2, 12]
// expect: 404 true false
// expect: 16
// expect: 3: a,b,c
// expect: 2: true,false
// expect: Matrix<2, 3>
