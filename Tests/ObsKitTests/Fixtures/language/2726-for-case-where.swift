// Compiler test style: for-case-let loops with enum, optional and tuple patterns plus where
enum Shape { case circle(r: Int), rect(w: Int, h: Int), point }
let shapes: [Shape] = [.circle(r: 2), .rect(w: 3, h: 4), .point, .circle(r: 10), .rect(w: 5, h: 5)]

for case let .circle(r) in shapes {
  print("circle", r)
}
for case let .rect(w, h) in shapes where w == h {
  print("square", w)
}
var areaSum = 0
for case .rect(let w, let h) in shapes { areaSum += w * h }
print("rect area", areaSum)

let maybe: [Int?] = [1, nil, 3, nil, 5, 6]
var got: [Int] = []
for case let x? in maybe where x % 2 == 1 { got.append(x) }
print(got)
for case nil in maybe { got.append(0) }
print(got)

let table = [(1, "one"), (2, "two"), (3, "three"), (2, "deux")]
for case (2, let name) in table { print("two is", name) }
for (i, (n, s)) in table.enumerated() where n > 1 && s.count > 3 {
  print(i, n, s)
}

var counter = 0
for case let n in 1...10 where n.isMultiple(of: 3) { counter += n }
print("sum of multiples of 3:", counter)
for case 1...2 in [0, 1, 2, 3, 2] { counter += 100 }
print(counter)

// expect: circle 2
// expect: circle 10
// expect: square 5
// expect: rect area 37
// expect: [1, 3, 5]
// expect: [1, 3, 5, 0, 0]
// expect: two is two
// expect: two is deux
// expect: 2 3 three
// expect: 3 2 deux
// expect: sum of multiples of 3: 18
// expect: 318
