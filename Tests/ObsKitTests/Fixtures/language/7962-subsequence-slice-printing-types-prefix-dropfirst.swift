// Advanced Swift style (SubSequence and Slice): printing the types of prefix, dropFirst, suffix and range slices of standard and own collections
// known-gap: line 10: expected "Slice<Dictionary<String, Int>>", got "Array<Any>"
let arr = [1, 2, 3, 4, 5]
print(type(of: arr.prefix(2)))
print(type(of: arr.dropFirst()))
print(type(of: arr[1..<3]))
let s = "Hello, world"
print(type(of: s.prefix(5)), s.prefix(5))
print(type(of: s.split(separator: ",")))
let sub = arr[1..<4]
print(sub, sub.startIndex, sub.endIndex, sub.first!)
print(sub[2])
print(Array(sub).startIndex)
let r = 0..<10
print(type(of: r.dropFirst(3)), r.dropFirst(3))
let dict = ["a": 1]
print(type(of: dict.dropFirst()))
let set: Set = [1]
print(type(of: set.prefix(1)))
let cs = (1...5).lazy.map { $0 * 2 }
print(type(of: cs.prefix(2)))
struct Digits: Collection {
    let value: String
    var startIndex: String.Index { value.startIndex }
    var endIndex: String.Index { value.endIndex }
    func index(after i: String.Index) -> String.Index { value.index(after: i) }
    subscript(i: String.Index) -> Int { Int(String(value[i]))! }
}
let d = Digits(value: "90210")
print(type(of: d.dropFirst()), Array(d.dropFirst()))
print(type(of: d.dropFirst().dropFirst()))
print(d.prefix(2).reduce(0, +))
print(type(of: d.split(separator: 0)), d.split(separator: 0).map(Array.init))
print(type(of: arr.suffix(from: 3)), arr.suffix(from: 3))
// expect: ArraySlice<Int>
// expect: ArraySlice<Int>
// expect: ArraySlice<Int>
// expect: Substring Hello
// expect: Array<Substring>
// expect: [2, 3, 4] 1 4 2
// expect: 3
// expect: 0
// expect: Range<Int> 3..<10
// expect: Slice<Dictionary<String, Int>>
// expect: Slice<Set<Int>>
// expect: LazyMapSequence<Slice<ClosedRange<Int>>, Int>
// expect: Slice<Digits> [0, 2, 1, 0]
// expect: Slice<Digits>
// expect: 9
// expect: Array<Slice<Digits>> [[9], [2, 1]]
// expect: ArraySlice<Int> [4, 5]
