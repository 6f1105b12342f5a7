// Compiler test style: optional map/flatMap, optional pattern matching in switch and for-case, optional comparisons
let xs: [Int?] = [1, nil, 3, nil, 5]
for case let x? in xs { print("some \(x)") }
var nils = 0
for case nil in xs { nils += 1 }
print("nils \(nils)")

func classify(_ v: Int?) -> String {
  switch v {
  case nil: return "none"
  case 0?: return "zero"
  case let n? where n < 0: return "negative \(n)"
  case let n?: return "positive \(n)"
  }
}
print([nil, 0, -4, 9].map(classify))

let s: String? = "12"
let m = s.map { Int($0) }
let fm = s.flatMap { Int($0) }
print(type(of: m), m as Any)
print(type(of: fm), fm as Any)
let bad: String? = "zz"
print(bad.flatMap { Int($0) } as Any)

let p: Int? = 3
let q: Int? = nil
print(p == 3, q == nil, p != q, q == q)
print(p.map { $0 + 1 } == 4)

switch (p, q) {
case (let a?, let b?): print("both \(a) \(b)")
case (let a?, nil): print("only first \(a)")
case (nil, let b?): print("only second \(b)")
case (nil, nil): print("neither")
}
let unwrapped = [p, q, 7].compactMap { $0 }
print(unwrapped)
// expect: some 1
// expect: some 3
// expect: some 5
// expect: nils 2
// expect: ["none", "zero", "negative -4", "positive 9"]
// expect: Optional<Optional<Int>> Optional(Optional(12))
// expect: Optional<Int> Optional(12)
// expect: nil
// expect: true true true true
// expect: true
// expect: only first 3
// expect: [3, 7]
