// Compiler test style: map/compactMap/reduce/enumerated over characters
let word = "Swift"
let codes = word.map { Int($0.asciiValue!) }
print(codes)
let doubled = word.map { String(repeating: $0, count: 2) }.joined()
print(doubled)
let flipped = String(word.map { $0.isUppercase ? Character($0.lowercased()) : Character($0.uppercased()) })
print(flipped)

for (i, c) in word.enumerated() where i % 2 == 0 {
  print(i, c)
}

let counted = "mississippi".reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
for key in counted.keys.sorted() {
  print(key, counted[key]!)
}
let initials = ["grace", "brewster", "hopper"].compactMap { $0.first?.uppercased() }.joined()
print(initials)
// expect: [83, 119, 105, 102, 116]
// expect: SSwwiifftt
// expect: sWIFT
// expect: 0 S
// expect: 2 i
// expect: 4 t
// expect: i 4
// expect: m 1
// expect: p 2
// expect: s 4
// expect: GBH
