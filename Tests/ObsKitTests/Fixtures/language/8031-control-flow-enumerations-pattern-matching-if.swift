// Swift book style (Control Flow / Enumerations): pattern matching with if case, for case, guard case, optionals in switch
enum Token {
    case number(Int)
    case op(Character)
    case word(String)
}
let tokens: [Token] = [.number(4), .op("+"), .word("pi"), .number(10), .op("*")]
for case let .number(n) in tokens { print("number \(n)") }
for case .op(let c) in tokens where c != "+" { print("op \(c)") }
if case .word(let w) = tokens[2] { print("word \(w)") }
func firstNumber(_ ts: [Token]) -> Int {
    for t in ts {
        guard case .number(let n) = t else { continue }
        return n
    }
    return -1
}
print(firstNumber(tokens), firstNumber([.op("-")]))
let maybes: [Int?] = [3, nil, 7, nil]
for case let x? in maybes { print("got \(x)") }
for m in maybes {
    switch m {
    case .some(let v) where v > 5: print("big \(v)")
    case .some(let v): print("small \(v)")
    case .none: print("nothing")
    }
}
let point = (3, 0)
if case (let x, 0) = point { print("on x-axis at \(x)") }
let age = 33
if case 18...65 = age { print("working age") }
switch (age % 2 == 0, age > 30) {
case (true, true): print("even and over 30")
case (false, true): print("odd and over 30")
case (_, false): print("30 or under")
}
let pair: (String, Int?) = ("id", nil)
switch pair {
case (let k, .some(let v)): print("\(k)=\(v)")
case (let k, nil): print("\(k) missing")
}
struct Temp { var c: Double }
func ~= (range: ClosedRange<Double>, t: Temp) -> Bool { range.contains(t.c) }
switch Temp(c: 21.5) {
case 0...15: print("cold")
case 15...25: print("mild")
default: print("hot")
}
// expect: number 4
// expect: number 10
// expect: op *
// expect: word pi
// expect: 4 -1
// expect: got 3
// expect: got 7
// expect: small 3
// expect: nothing
// expect: big 7
// expect: nothing
// expect: on x-axis at 3
// expect: working age
// expect: odd and over 30
// expect: id missing
// expect: mild
