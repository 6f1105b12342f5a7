// Compiler test style: enumerated, zip, indices, index(_:offsetBy:limitedBy:) and distance on strings and arrays
let word = "swifty"
for (i, ch) in word.enumerated() where i % 2 == 1 { print(i, ch) }
let arr = ["a", "b", "c", "d", "e"]
let slice = arr[2...]
print(slice.enumerated().map { "\($0.offset)->\($0.element)" })
print(zip(slice.indices, slice).map { "\($0)->\($1)" })
print(zip(arr, 1...).map { $0 + String($1) })
print(Array(zip([1, 2, 3], ["x", "y"])).count)
let z = zip("abc", [true, false, true])
print(z.filter { $0.1 }.map { String($0.0) })
let (names, ages) = (["Al", "Bo"], [30, 41])
let d = Dictionary(uniqueKeysWithValues: zip(names, ages))
print(d.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })
let s = "hello, world"
let i3 = s.index(s.startIndex, offsetBy: 3)
print(s[i3], s[s.startIndex..<i3])
print(s.index(s.startIndex, offsetBy: 100, limitedBy: s.endIndex) == nil)
let j = s.index(s.endIndex, offsetBy: -5, limitedBy: s.startIndex)!
print(s[j...], s.distance(from: s.startIndex, to: j))
print(arr.index(1, offsetBy: 10, limitedBy: arr.endIndex) as Any, arr.index(1, offsetBy: 3, limitedBy: arr.endIndex) as Any)
print(arr.indices, Array(arr.indices.reversed()))
print(arr.distance(from: 4, to: 1), arr.index(before: 3), arr.index(after: 3))
let comma = s.firstIndex(of: ",")!
print(s.distance(from: s.startIndex, to: comma), s[..<comma], s[s.index(after: comma)...])
var out = ""
for (a, (b, c)) in zip(arr, zip(arr.dropFirst(), arr.dropFirst(2))) { out += a + b + c + " " }
print(out)
print(arr.enumerated().max { $0.element < $1.element }!.offset)
print(arr.indices.contains(4), arr.indices.contains(5))

// expect: 1 w
// expect: 3 f
// expect: 5 y
// expect: ["0->c", "1->d", "2->e"]
// expect: ["2->c", "3->d", "4->e"]
// expect: ["a1", "b2", "c3", "d4", "e5"]
// expect: 2
// expect: ["a", "c"]
// expect: ["Al:30", "Bo:41"]
// expect: l hel
// expect: true
// expect: world 7
// expect: nil Optional(4)
// expect: 0..<5 [4, 3, 2, 1, 0]
// expect: -3 2 4
// expect: 5 hello  world
// expect: abc bcd cde 
// expect: 4
// expect: true false
