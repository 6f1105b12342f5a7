// Advanced Swift style (Collection default methods): which Collection APIs a minimal custom collection gets, using a CharacterBag with Int index
// known-gap: line 3: expected "DefaultIndices<Squares>(_elements: main.Squares(count: 6), _startIndex: 0, _endIndex: 6) DefaultIndices<Squares>", got "[0, 1, 2, 3, 4, 5] Array<Int>"
struct Squares: Collection {
    let count: Int
    var startIndex: Int { 0 }
    var endIndex: Int { count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(i: Int) -> Int { i * i }
}
let sq = Squares(count: 6)
print(Array(sq))
print(sq.first!, sq.isEmpty, sq.count)
print(sq.indices, type(of: sq.indices))
print(sq.firstIndex(of: 16)!, sq.firstIndex(where: { $0 > 5 })!)
print(Array(sq.prefix(while: { $0 < 10 })))
print(Array(sq.drop(while: { $0 < 10 })))
print(Array(sq[2...]), Array(sq[..<2]))
print(sq.split(whereSeparator: { $0 % 2 == 1 }).map(Array.init))
print(sq.index(sq.startIndex, offsetBy: 4), sq.index(0, offsetBy: 10, limitedBy: sq.endIndex) as Any)
print(sq.distance(from: 1, to: 5))
print(sq.first(where: { $0 > 20 }) as Any)
print(sq.map { $0 % 3 }, sq.allSatisfy { $0 >= 0 })
print(sq.min()!, sq.max()!, sq.sorted(by: >).prefix(2))
print(sq.contains(25), sq.contains(24))
print(sq.elementsEqual([0, 1, 4, 9, 16, 25]))
print(sq.lexicographicallyPrecedes([0, 1, 5]))
print(type(of: sq.dropFirst()), sq.dropFirst().first!)
var i = sq.startIndex
sq.formIndex(after: &i)
print(i, sq[i])
print(sq.enumerated().filter { $0.offset == $0.element }.map(\.offset))
// expect: [0, 1, 4, 9, 16, 25]
// expect: 0 false 6
// expect: DefaultIndices<Squares>(_elements: main.Squares(count: 6), _startIndex: 0, _endIndex: 6) DefaultIndices<Squares>
// expect: 4 3
// expect: [0, 1, 4, 9]
// expect: [16, 25]
// expect: [4, 9, 16, 25] [0, 1]
// expect: [[0], [4], [16]]
// expect: 4 nil
// expect: 4
// expect: Optional(25)
// expect: [0, 1, 1, 0, 1, 1] true
// expect: 0 25 [25, 16]
// expect: true false
// expect: true
// expect: true
// expect: Slice<Squares> 1
// expect: 1 1
// expect: [0, 1]
