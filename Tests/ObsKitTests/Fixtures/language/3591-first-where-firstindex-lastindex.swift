// Compiler test style: first(where:), firstIndex/lastIndex(of:), lastIndex(where:), contains(where:)
let xs = [4, 8, 15, 16, 23, 42, 15, 8]
print(xs.first(where: { $0 > 10 }) as Any)
print(xs.first(where: { $0 > 100 }) as Any)
print(xs.last(where: { $0 < 10 })!)
print(xs.firstIndex(of: 15)!, xs.lastIndex(of: 15)!)
print(xs.firstIndex(of: 99) == nil)
print(xs.lastIndex(where: { $0 % 2 == 1 })!)
print(xs.firstIndex(where: { $0 % 2 == 1 })!)
print(xs.contains(where: { $0 > 40 }), xs.contains(where: { $0 < 0 }))
print(xs.contains(16), xs.contains(17))

let words = ["alpha", "beta", "gamma", "delta"]
if let i = words.firstIndex(where: { $0.hasPrefix("g") }) {
    print("found \(words[i]) at \(i)")
}
let s = "hello world"
if let i = s.firstIndex(of: "o"), let j = s.lastIndex(of: "o") {
    print(s.distance(from: s.startIndex, to: i), s.distance(from: s.startIndex, to: j))
    print(s[i...j])
}
print(s.first(where: { $0.isUppercase }) == nil)
let empty: [Int] = []
print(empty.first as Any, empty.last as Any)
print(empty.contains(where: { _ in true }))

// expect: Optional(15)
// expect: nil
// expect: 8
// expect: 2 6
// expect: true
// expect: 6
// expect: 2
// expect: true false
// expect: true false
// expect: found gamma at 2
// expect: 4 7
// expect: o wo
// expect: true
// expect: nil nil
// expect: false
