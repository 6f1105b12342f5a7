// Labelled continue/break across nested loops with switch fallthrough chains, break inside switch vs loop
func grade(_ n: Int) -> [String] {
    var notes: [String] = []
    switch n {
    case 90...:
        notes.append("excellent")
        fallthrough
    case 75..<90:
        notes.append("good")
        fallthrough
    case 50..<75:
        notes.append("pass")
    case 0..<50 where n % 2 == 0:
        notes.append("even fail")
        fallthrough
    default:
        notes.append("fail")
    }
    return notes
}
for n in [95, 80, 60, 40, 41, -3] { print(n, grade(n)) }
var trace: [String] = []
rows: for r in 0..<4 {
    cols: for c in 0..<4 {
        switch (r, c) {
        case (_, 0):
            continue cols
        case (1, _):
            trace.append("skip row 1")
            continue rows
        case (let a, let b) where a == b:
            trace.append("diag \(a)")
            break
        case (3, 2):
            trace.append("exit at 3,2")
            break rows
        case (_, 3):
            trace.append("end col r\(r)")
            fallthrough
        case (0, _):
            trace.append("r\(r)c\(c)")
            break cols
        default:
            trace.append("\(r)\(c)")
        }
    }
}
print(trace)

var count = 0
outer: while true {
    count += 1
    inner: repeat {
        count += 10
        if count > 50 { break outer }
        if count % 3 == 0 { continue outer }
        break inner
    } while true
    count += 100
}
print("count", count)
func firstPair(_ xs: [Int], sum: Int) -> (Int, Int)? {
    var result: (Int, Int)?
    search: for i in xs.indices {
        for j in xs.indices where j > i {
            if xs[i] + xs[j] == sum { result = (xs[i], xs[j]); break search }
        }
    }
    return result
}
print(firstPair([1, 4, 6, 3, 7], sum: 10).map { "\($0)+\($1)" } ?? "none")
print(firstPair([1, 2], sum: 10).map { "\($0)+\($1)" } ?? "none")
let c: Character = "b"
switch c {
case "a": print("a")
case "b": fallthrough
case "c": print("b or c")
default: print("other")
}

// expect: 95 ["excellent", "good", "pass"]
// expect: 80 ["good", "pass"]
// expect: 60 ["pass"]
// expect: 40 ["even fail", "fail"]
// expect: 41 ["fail"]
// expect: -3 ["fail"]
// expect: ["r0c1", "skip row 1", "21", "diag 2", "end col r2", "r2c3", "31", "exit at 3,2"]
// expect: count 122
// expect: 4+6
// expect: none
// expect: b or c
