// Compiler test style: subscript get/set order and observers when mutated through inout
struct Logged {
  var storage = [0, 0, 0]
  subscript(i: Int) -> Int {
    get { print("get [\(i)]"); return storage[i] }
    set { print("set [\(i)] = \(newValue)"); storage[i] = newValue }
  }
}
func addFive(_ x: inout Int) { print("addFive"); x += 5 }
var l = Logged()
addFive(&l[1])
l[2] += 3
print(l.storage)

struct Model {
  var values: [Int] = [1, 2, 3] {
    didSet { print("values didSet", oldValue, "->", values) }
  }
}
var m = Model()
m.values[0] = 10
addFive(&m.values[2])
m.values.append(4)

class Obs {
  var x = 0 {
    willSet { print("will", newValue) }
    didSet { print("did", oldValue) }
  }
}
let ob = Obs()
ob.x += 1
addFive(&ob.x)
print(ob.x)

struct Wrapper {
  var _raw = 2
  var doubled: Int {
    get { print("doubled get"); return _raw * 2 }
    set { print("doubled set", newValue); _raw = newValue / 2 }
  }
}
var w = Wrapper()
w.doubled += 10
print(w._raw)
swap(&w._raw, &l.storage[0])
print(w._raw, l.storage)
// expect: get [1]
// expect: addFive
// expect: set [1] = 5
// expect: get [2]
// expect: set [2] = 3
// expect: [0, 5, 3]
// expect: values didSet [1, 2, 3] -> [10, 2, 3]
// expect: addFive
// expect: values didSet [10, 2, 3] -> [10, 2, 8]
// expect: values didSet [10, 2, 8] -> [10, 2, 8, 4]
// expect: will 1
// expect: did 0
// expect: addFive
// expect: will 6
// expect: did 1
// expect: 6
// expect: doubled get
// expect: doubled set 14
// expect: 7
// expect: 0 [7, 5, 3]
