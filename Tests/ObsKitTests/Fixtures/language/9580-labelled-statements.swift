// Labelled statements: outer loops, labelled continue/break, labelled switch/if/do, repeat-while
let matrix = [[1, 3, 5], [2, 4, 6], [7, 8, 9], [0, 0, 0]]
outer: for (i, row) in matrix.enumerated() {
    for v in row {
        if v % 2 == 0 && i == 0 { continue outer }
        if v == 4 { print("row \(i) has 4, next row"); continue outer }
        if v == 8 { print("hit 8, stopping"); break outer }
        print("row \(i) value \(v)")
    }
}

var pairs: [String] = []
search: for a in 1...5 {
    for b in a...5 {
        if a * b > 12 { break search }
        if (a + b) % 3 != 0 { continue }
        pairs.append("\(a)+\(b)")
    }
}
print(pairs)

var count = 0
loop: while true {
    count += 1
    switch count {
    case 1...2: continue loop
    case 3: print("three")
    case 6: break loop
    default: break
    }
    print("count \(count)")
}

let word = "swift"
check: if word.count > 3 {
    if word.hasPrefix("x") { break check }
    print("long word not starting with x")
}
block: do {
    guard word.contains("w") else { break block }
    print("has w")
    if word.last == "t" { break block }
    print("not printed")
}
var k = 10
repeat {
    k -= 3
} while k > 0
print("k", k)
var once = 0
repeat { once += 1 } while false
print("once", once)
sw: switch (word.count, word.first!) {
case (5, let c) where c == "s":
    for x in 0..<3 { if x == 1 { break sw }; print("inner", x) }
    print("never")
default: print("default")
}
print("done")

// expect: row 0 value 1
// expect: row 0 value 3
// expect: row 0 value 5
// expect: row 1 value 2
// expect: row 1 has 4, next row
// expect: row 2 value 7
// expect: hit 8, stopping
// expect: ["1+2", "1+5", "2+4", "3+3"]
// expect: three
// expect: count 3
// expect: count 4
// expect: count 5
// expect: long word not starting with x
// expect: has w
// expect: k -2
// expect: once 1
// expect: inner 0
// expect: done
