// Advanced Swift style (Slice of own collection): Slice shares indices with its base, and a custom SubSequence type
struct Letters: RandomAccessCollection {
    let text: [Character]
    init(_ s: String) { text = Array(s) }
    var startIndex: Int { 0 }
    var endIndex: Int { text.count }
    subscript(i: Int) -> Character { text[i] }
}
let l = Letters("abcdefgh")
let sl = l[2..<6]
print(type(of: sl), String(sl))
print(sl.startIndex, sl.endIndex, sl.count)
print(sl[3], sl.first!, sl.last!)
print(sl.base.count)
let sl2 = sl.dropFirst()
print(type(of: sl2), sl2.startIndex, String(sl2))
print(String(l.prefix(3)), String(l.suffix(2)))
print(l.split(separator: "d").map { String($0) })
struct Word: Collection {
    let chars: [Character]
    var startIndex: Int { chars.startIndex }
    var endIndex: Int { chars.endIndex }
    func index(after i: Int) -> Int { i + 1 }
    subscript(i: Int) -> Character { chars[i] }
    subscript(r: Range<Int>) -> Word { Word(chars: Array(chars[r])) }
}
let w = Word(chars: Array("swiftly"))
let part = w[1..<4]
print(type(of: part), String(part), part.startIndex)
print(type(of: w.dropFirst(2)), String(w.dropFirst(2)))
print(type(of: w.prefix(2)), String(w.prefix(2)))
print(w.split(separator: "f").map { String($0) })
var arr = [1, 2, 3, 4, 5]
var slice = arr[1...3]
slice[2] = 99
print(slice, arr)
arr[1...2] = [7]
print(arr)
// expect: Slice<Letters> cdef
// expect: 2 6 4
// expect: d c f
// expect: 8
// expect: Slice<Letters> 3 def
// expect: abc gh
// expect: ["abc", "efgh"]
// expect: Word wif 0
// expect: Word iftly
// expect: Word sw
// expect: ["swi", "tly"]
// expect: [2, 99, 4] [1, 2, 3, 4, 5]
// expect: [1, 7, 4, 5]
