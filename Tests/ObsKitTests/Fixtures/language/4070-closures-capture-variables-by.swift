// Compiler test style: closures capture variables by reference, capture lists copy by value
var x = 10
let byRef = { print("byRef sees", x) }
let byVal = { [x] in print("byVal sees", x) }
x = 20
byRef()
byVal()
x += 5
byRef()
byVal()

var counter = 0
let a = { [counter] () -> Int in counter + 100 }
counter = 7
print(a(), counter)

class Box { var v = 1 }
var box = Box()
let captureBox = { [box] in print("box.v =", box.v) }
box.v = 2
captureBox()
box = Box()
box.v = 99
captureBox()

var s = "start"
let renamed = { [copy = s] in print(copy, s) }
s = "changed"
renamed()
// expect: byRef sees 20
// expect: byVal sees 10
// expect: byRef sees 25
// expect: byVal sees 10
// expect: 100 7
// expect: box.v = 2
// expect: box.v = 2
// expect: start changed
