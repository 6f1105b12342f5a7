// Compiler test style: observers triggered by in-out arguments, compound assignment and nested member writes
struct Inner {
    var a = 0
    var b = 0
}

class Box {
    var number = 10 {
        willSet { print("number willSet \(number) -> \(newValue)") }
        didSet { print("number didSet \(oldValue) -> \(number)") }
    }
    var inner = Inner() {
        didSet { print("inner didSet old=(\(oldValue.a),\(oldValue.b)) new=(\(inner.a),\(inner.b))") }
    }
}

func doubleIt(_ value: inout Int) {
    print("doubleIt begins with \(value)")
    value *= 2
    print("doubleIt modified value to \(value)")
    value += 1
    print("doubleIt ends with \(value)")
}

func touchNothing(_ value: inout Int) {
    print("touchNothing sees \(value)")
}

var observedGlobal = 1 {
    didSet { print("global didSet \(oldValue) -> \(observedGlobal)") }
}

let box = Box()
doubleIt(&box.number)
print("after doubleIt: \(box.number)")
touchNothing(&box.number)
box.number += 5
box.inner.a = 7
box.inner.b += 2
doubleIt(&box.inner.a)
swap(&box.number, &observedGlobal)
print("box.number=\(box.number) observedGlobal=\(observedGlobal)")
doubleIt(&observedGlobal)
// expect: doubleIt begins with 10
// expect: doubleIt modified value to 20
// expect: doubleIt ends with 21
// expect: number willSet 10 -> 21
// expect: number didSet 10 -> 21
// expect: after doubleIt: 21
// expect: touchNothing sees 21
// expect: number willSet 21 -> 21
// expect: number didSet 21 -> 21
// expect: number willSet 21 -> 26
// expect: number didSet 21 -> 26
// expect: inner didSet old=(0,0) new=(7,0)
// expect: inner didSet old=(7,0) new=(7,2)
// expect: doubleIt begins with 7
// expect: doubleIt modified value to 14
// expect: doubleIt ends with 15
// expect: inner didSet old=(7,2) new=(15,2)
// expect: global didSet 1 -> 26
// expect: number willSet 26 -> 1
// expect: number didSet 26 -> 1
// expect: box.number=1 observedGlobal=26
// expect: doubleIt begins with 26
// expect: doubleIt modified value to 52
// expect: doubleIt ends with 53
// expect: global didSet 26 -> 53
