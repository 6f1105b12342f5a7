// A mutating method's arguments run before its access to the variable begins (`q.push(q.pop()!)` on a
// global and through a class); a top-level `guard let` binds for the statements after it; a script
// RandomAccessCollection with Int indices and no `index(after:)` iterates, slices keep their indices,
// `swapAt`/`reverse`/`sort` write through its subscript, `index(_:offsetBy:)`, `distance`, `formIndex`;
// `map` inside its own members is `self.map`; `~(1 << 2)` as a UInt8 mask. Expected output: swiftc 6.3.1 on this machine.
struct Q { var items = [1, 2, 3]
    mutating func push(_ x: Int) { items.append(x) }
    mutating func pop() -> Int? { items.isEmpty ? nil : items.removeFirst() } }
var q = Q()
q.push(q.pop()!)
print(q.items)
final class Holder { var q = Q() }
let holder = Holder()
holder.q.push(holder.q.pop()!)
print(holder.q.items)

let text: String? = "41"
guard let digits = text, let number = Int(digits) else { fatalError("no number") }
print(number + 1)

struct Cells: RandomAccessCollection, MutableCollection, CustomStringConvertible {
    var values: [Int]
    var startIndex: Int { 0 }
    var endIndex: Int { values.count }
    subscript(i: Int) -> Int {
        get { values[i] }
        set { values[i] = newValue }
    }
    var description: String { map { String($0) }.joined(separator: ",") }
}
var cells = Cells(values: [5, 3, 8, 1, 9])
print(cells, cells.count, cells.first!, cells.last(where: { $0 < 5 })!)
let middle = cells[1..<4]
print(middle.startIndex, middle[2], Array(middle))
cells.swapAt(0, 4)
print(cells)
cells.reverse()
print(cells)
cells.sort()
print(cells, cells.index(cells.startIndex, offsetBy: 2), cells.distance(from: 1, to: 4))
var position = cells.startIndex
cells.formIndex(after: &position)
print(position, cells[position])

var flags: UInt8 = 0b1111
flags &= ~(1 << 2)
print(flags, ~(1 << 3) as UInt8)

// expect: [2, 3, 1]
// expect: [2, 3, 1]
// expect: 42
// expect: 5,3,8,1,9 5 5 1
// expect: 1 8 [3, 8, 1]
// expect: 9,3,8,1,5
// expect: 5,1,8,3,9
// expect: 1,3,5,8,9 2 3
// expect: 1 3
// expect: 11 247
