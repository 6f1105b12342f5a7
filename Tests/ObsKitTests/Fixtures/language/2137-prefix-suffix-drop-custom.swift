// Compiler test style: prefix, suffix, dropFirst, dropLast and prefix(while:) on a custom BidirectionalCollection
struct Alphabet: BidirectionalCollection {
  let upTo: Character
  var startIndex: UInt8 { 97 }
  var endIndex: UInt8 { upTo.asciiValue! + 1 }
  func index(after i: UInt8) -> UInt8 { i + 1 }
  func index(before i: UInt8) -> UInt8 { i - 1 }
  subscript(i: UInt8) -> Character { Character(UnicodeScalar(i)) }
}

let al = Alphabet(upTo: "j")
print(String(al), al.count)
print(String(al.prefix(3)), String(al.suffix(3)))
print(String(al.dropFirst(7)), String(al.dropLast(7)))
print(String(al.prefix(while: { $0 != "e" })), String(al.drop(while: { $0 < "g" })))
print(String(al.prefix(100)), al.suffix(0).isEmpty)
print(al.prefix(upTo: 100).count, String(al.suffix(from: 105)))
print(String(al.prefix(through: 99)))
let mid = al.dropFirst(2).dropLast(2)
print(String(mid), mid.startIndex, mid.endIndex)
print(String(mid.prefix(2)), String(mid.suffix(2)))
print(al.firstIndex(of: "d")!, al.lastIndex(of: "d")!)
print(String(al.reversed().prefix(4)))
print(al.dropFirst().first!, al.dropLast().last!)
let arr = Array(1...10)
print(arr.prefix(3), arr.suffix(3), arr.dropFirst(8), arr.dropLast(8))
print(arr.prefix(while: { $0 * $0 < 20 }), arr.drop(while: { $0 < 9 }))
print(arr.prefix(0), arr.dropFirst(20), arr.suffix(20).count)

// expect: abcdefghij 10
// expect: abc hij
// expect: hij abc
// expect: abcd ghij
// expect: abcdefghij true
// expect: 3 ij
// expect: abc
// expect: cdefgh 99 105
// expect: cd gh
// expect: 100 100
// expect: jihg
// expect: b i
// expect: [1, 2, 3] [8, 9, 10] [9, 10] [1, 2]
// expect: [1, 2, 3, 4] [9, 10]
// expect: [] [] 10
