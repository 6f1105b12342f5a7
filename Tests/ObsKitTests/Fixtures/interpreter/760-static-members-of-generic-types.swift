// Static members of a generic type called with its arguments written (`Matrix<Int>.identity(2)`,
// `List<String>.empty`). Expected output from swiftc 6.3.1 on Linux.
struct Matrix<T: Numeric>: CustomStringConvertible {
    var rows: [[T]]
    static func identity(_ n: Int) -> Matrix<T> {
        Matrix(rows: (0..<n).map { r in (0..<n).map { c in r == c ? 1 : 0 } })
    }
    var description: String { rows.map { $0.map { "\($0)" }.joined(separator: " ") }.joined(separator: " / ") }
}
indirect enum List<T> {
    case empty
    case node(T, List<T>)
    func prepending(_ value: T) -> List<T> { .node(value, self) }
    var count: Int { if case .node(_, let rest) = self { 1 + rest.count } else { 0 } }
}
print(Matrix<Int>.identity(2), Matrix<Int>.identity(3))
let list = List<String>.empty.prepending("b").prepending("a")
print(list.count, type(of: list))

// expect: 1 0 / 0 1 1 0 0 / 0 1 0 / 0 0 1
// expect: 2 List<String>
