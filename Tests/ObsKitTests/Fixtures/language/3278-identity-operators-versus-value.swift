// Compiler test style: identity operators === and !== versus value equality
class Box: Equatable {
    var value: Int
    init(_ v: Int) { value = v }
    static func == (lhs: Box, rhs: Box) -> Bool { lhs.value == rhs.value }
}

let a = Box(1)
let b = Box(1)
let c = a
print(a == b)
print(a === b)
print(a === c)
print(a !== b)
c.value = 5
print(a.value, b.value)
print(a == b)
let arr = [a, b]
print(arr.contains { $0 === c })
print(arr.firstIndex(where: { $0 === b }) ?? -1)
var opt: Box? = nil
print(opt === nil)
opt = a
print(opt === a)
let anyObj: AnyObject = a
print(anyObj === a)
print(anyObj === b)
let arr2 = arr
print(arr2[0] === arr[0])
// expect: true
// expect: false
// expect: true
// expect: true
// expect: 5 1
// expect: false
// expect: true
// expect: 1
// expect: true
// expect: true
// expect: true
// expect: false
// expect: true
