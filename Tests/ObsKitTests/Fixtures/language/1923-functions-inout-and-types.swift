// Swift book style (Functions): in-out parameters, function types and nested functions
func swapValues<T>(_ a: inout T, _ b: inout T) {
    let tmp = a
    a = b
    b = tmp
}
var left = 3, right = 107
swapValues(&left, &right)
print("left \(left), right \(right)")
var s1 = "first", s2 = "second"
swapValues(&s1, &s2)
print(s1, s2)

func addInts(_ a: Int, _ b: Int) -> Int { a + b }
func multiplyInts(_ a: Int, _ b: Int) -> Int { a * b }
var mathOp: (Int, Int) -> Int = addInts
print("result: \(mathOp(2, 3))")
mathOp = multiplyInts
print("result: \(mathOp(2, 3))")

func showResult(_ op: (Int, Int) -> Int, _ a: Int, _ b: Int) {
    print("show: \(op(a, b))")
}
showResult(addInts, 10, 5)

func stepper(backward: Bool) -> (Int) -> Int {
    func forward(_ x: Int) -> Int { x + 1 }
    func back(_ x: Int) -> Int { x - 1 }
    return backward ? back : forward
}
var position = -3
let moveTowardZero = stepper(backward: position > 0)
while position != 0 {
    print("\(position)... ", terminator: "")
    position = moveTowardZero(position)
}
print("zero!")
position = 2
let down = stepper(backward: true)
while position != 0 {
    position = down(position)
    print("now \(position)")
}

// expect: left 107, right 3
// expect: second first
// expect: result: 5
// expect: result: 6
// expect: show: 15
// expect: -3... -2... -1... zero!
// expect: now 1
// expect: now 0
