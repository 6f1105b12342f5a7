// labeled-loops-where
// expected output: swiftc 6.3.1 (Linux), run on this machine
let grid = [
    [1, 3, 5, 7],
    [2, 4, 6, 8],
    [9, 0, 11, 13],
]

var found: (Int, Int)? = nil
search: for (r, row) in grid.enumerated() {
    for (c, value) in row.enumerated() where value % 2 == 0 {
        if value == 0 {
            found = (r, c)
            break search
        }
        if value > 4 { continue search }
        print("even \(value) at \(r),\(c)")
    }
}
if let (r, c) = found { print("zero at row \(r) col \(c)") }

var count = 0
outer: while true {
    count += 1
    inner: repeat {
        count += 10
        if count > 50 { break outer }
        if count % 3 == 0 { continue outer }
        break inner
    } while true
    print("tick \(count)")
}
print("final \(count)")

for n in 1...30 where n % 7 == 0 || n % 11 == 0 {
    print(n, terminator: ",")
}
print()

let pairs = [(1, "a"), (2, "b"), (3, "c"), (4, "d")]
for case let (n, s) in pairs where n.isMultiple(of: 2) {
    print(s + String(n))
}

let optionals: [Int?] = [1, nil, 3, nil, 5]
for case let v? in optionals where v > 1 {
    print("value", v)
}
var total = 0
for case nil in optionals { total += 1 }
print("nils:", total)
// expect: even 2 at 1,0
// expect: even 4 at 1,1
// expect: zero at row 2 col 1
// expect: tick 11
// expect: tick 22
// expect: tick 44
// expect: final 55
// expect: 7,11,14,21,22,28,
// expect: b2
// expect: d4
// expect: value 3
// expect: value 5
// expect: nils: 2
