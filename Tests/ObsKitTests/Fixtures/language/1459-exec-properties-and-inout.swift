// Execution-test style: observers and computed properties reached through in-out, compound assignment, subscripts and key paths.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct P {
    var stored = 0 { willSet { print("willSet", stored, "->", newValue) } didSet { print("didSet", oldValue, "->", stored) } }
    var computed: Int {
        get { print("get computed"); return stored * 10 }
        set { print("set computed", newValue); stored = newValue / 10 }
    }
    var list = [1, 2] { didSet { print("list didSet", list) } }
}
var p = P()
p.stored = 1
p.stored += 1
func inc(_ x: inout Int) { x += 1 }
inc(&p.stored)
print("--")
p.computed = 50
p.computed += 10
inc(&p.computed)
print(p.stored)
print("--")
p.list[0] = 9
p.list.append(3)
inc(&p.list[1])
print("--")
let kp = \P.stored
p[keyPath: kp] = 100
print(p[keyPath: \P.list].count)
print("--")
var arr = [P()]
arr[0].stored = 7
print("--")
var d: [String: P] = ["a": P()]
d["a"]?.stored = 3
d["a", default: P()].list.removeAll()
print(d["a"]!.stored)

// expect: willSet 0 -> 1
// expect: didSet 0 -> 1
// expect: willSet 1 -> 2
// expect: didSet 1 -> 2
// expect: willSet 2 -> 3
// expect: didSet 2 -> 3
// expect: --
// expect: set computed 50
// expect: willSet 3 -> 5
// expect: didSet 3 -> 5
// expect: get computed
// expect: set computed 60
// expect: willSet 5 -> 6
// expect: didSet 5 -> 6
// expect: get computed
// expect: set computed 61
// expect: willSet 6 -> 6
// expect: didSet 6 -> 6
// expect: 6
// expect: --
// expect: list didSet [9, 2]
// expect: list didSet [9, 2, 3]
// expect: list didSet [9, 3, 3]
// expect: --
// expect: willSet 6 -> 100
// expect: didSet 6 -> 100
// expect: 3
// expect: --
// expect: willSet 0 -> 7
// expect: didSet 0 -> 7
// expect: --
// expect: willSet 0 -> 3
// expect: didSet 0 -> 3
// expect: list didSet []
// expect: 3
