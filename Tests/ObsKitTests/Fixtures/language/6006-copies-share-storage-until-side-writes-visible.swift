// Swift Forums style (copy-on-write): copies share storage until one side writes, visible as value semantics
var original = [1, 2, 3]
var copy = original
copy.append(4)
print(original, copy)

var s1 = "hello"
var s2 = s1
s2 += " world"
print(s1, "|", s2)

var d1 = ["k": [1]]
var d2 = d1
d2["k"]?.append(2)
print(d1["k"]!, d2["k"]!)

struct Stack {
    private var items: [String] = []
    mutating func push(_ s: String) { items.append(s) }
    var top: String? { items.last }
    var count: Int { items.count }
}
var st = Stack()
st.push("a")
var st2 = st
st2.push("b")
print(st.count, st.top ?? "-", st2.count, st2.top ?? "-")

final class Ref { var n = 0 }
struct Mixed { var ref = Ref(); var n = 0 }
var m1 = Mixed()
var m2 = m1
m2.n = 5
m2.ref.n = 5
print("m1:", m1.n, m1.ref.n, "m2:", m2.n, m2.ref.n)

func modify(_ arr: [Int]) -> [Int] {
    var local = arr
    local[0] = 100
    return local
}
let base = [1, 2]
print(modify(base), base)

var set1: Set = [1, 2]
var set2 = set1
set2.insert(3)
print(set1.sorted(), set2.sorted())

var arrOfArr = [[0, 0], [1, 1]]
var row = arrOfArr[0]
row[0] = 7
arrOfArr[1][1] = 8
print(arrOfArr, row)

// expect: [1, 2, 3] [1, 2, 3, 4]
// expect: hello | hello world
// expect: [1] [1, 2]
// expect: 1 a 2 b
// expect: m1: 0 5 m2: 5 5
// expect: [100, 2] [1, 2]
// expect: [1, 2] [1, 2, 3]
// expect: [[0, 0], [1, 8]] [7, 0]
