// Nil-coalescing, closed, half-open and one-sided ranges (expected output from swiftc 6.3.1 on Linux)
let configured: Int? = nil
let fallback = 8080
let port = configured ?? fallback
print("port:", port)

var chosenTheme: String? = nil
print("theme:", chosenTheme ?? "light")
chosenTheme = "solarized"
print("theme:", chosenTheme ?? "light")

let first: String? = nil
let second: String? = nil
let third: String? = "third wins"
print(first ?? second ?? third ?? "nobody")

for n in 1...4 {
    print("closed \(n)", terminator: n == 4 ? "\n" : "; ")
}
let crew = ["Ava", "Bo", "Cy", "Di", "Ed"]
for i in 0..<crew.count where i % 2 == 0 {
    print("crew[\(i)] = \(crew[i])")
}
print(crew[2...])
print(crew[..<2])
print(crew[...1])

let grades = 90...100
print(grades.contains(95), grades.contains(89), grades.count)
let halfOpen = 0..<0
print("empty:", halfOpen.isEmpty)
let upTo = ..<10
print(upTo.contains(-500), upTo.contains(10))
let from = 5...
print(from.contains(5), from.contains(4))

let letters = "a"..."m"
print(letters.contains("f"), letters.contains("q"))

let r = 3..<9
print(r.lowerBound, r.upperBound, Array(r.reversed()))
print(Array(stride(from: 0, through: 20, by: 5)))
print(Array(stride(from: 10, to: 0, by: -3)))

func bucket(_ x: Int) -> String {
    switch x {
    case ..<0: return "negative"
    case 0: return "zero"
    case 1...9: return "small"
    case 10..<100: return "medium"
    default: return "large"
    }
}
print([-4, 0, 7, 42, 512].map(bucket))

let clampRange = 0...255
func clamp(_ v: Int) -> Int { min(max(v, clampRange.lowerBound), clampRange.upperBound) }
print(clamp(-20), clamp(128), clamp(900))
let sliceRange = crew.index(after: 0)..<crew.index(before: crew.endIndex)
print(crew[sliceRange].joined(separator: "+"))

// expect: port: 8080
// expect: theme: light
// expect: theme: solarized
// expect: third wins
// expect: closed 1; closed 2; closed 3; closed 4
// expect: crew[0] = Ava
// expect: crew[2] = Cy
// expect: crew[4] = Ed
// expect: ["Cy", "Di", "Ed"]
// expect: ["Ava", "Bo"]
// expect: ["Ava", "Bo"]
// expect: true false 11
// expect: empty: true
// expect: true false
// expect: true false
// expect: true false
// expect: 3 9 [8, 7, 6, 5, 4, 3]
// expect: [0, 5, 10, 15, 20]
// expect: [10, 7, 4, 1]
// expect: ["negative", "zero", "small", "medium", "large"]
// expect: 0 128 255
// expect: Bo+Cy+Di
