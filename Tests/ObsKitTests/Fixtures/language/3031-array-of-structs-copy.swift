// Compiler test style: arrays of structs are copied on assignment; arrays of classes share elements
struct Item {
  var name: String
  var qty: Int
}
final class Box {
  var qty: Int
  init(_ q: Int) { qty = q }
}

var a = [Item(name: "a", qty: 1), Item(name: "b", qty: 2)]
var b = a
b[0].qty = 50
b.append(Item(name: "c", qty: 3))
print(a.map { "\($0.name)=\($0.qty)" })
print(b.map { "\($0.name)=\($0.qty)" })

var boxes = [Box(1), Box(2)]
var boxes2 = boxes
boxes2[0].qty = 50
boxes2.append(Box(3))
print(boxes.map { $0.qty }, boxes.count)
print(boxes2.map { $0.qty }, boxes2.count)
print(boxes[0] === boxes2[0])

boxes2[1] = Box(99)
print(boxes[1].qty, boxes2[1].qty)

for i in a.indices {
  a[i].qty *= 10
}
print(a.map { $0.qty })
for item in b {
  var m = item
  m.qty = 0
  _ = m
}
print(b.map { $0.qty })
// expect: ["a=1", "b=2"]
// expect: ["a=50", "b=2", "c=3"]
// expect: [50, 2] 2
// expect: [50, 2, 3] 3
// expect: true
// expect: 2 99
// expect: [10, 20]
// expect: [50, 2, 3]
