// Tutorial style (Data slicing): indices, subranges and appending to Data
import Foundation

var data = Data([10, 20, 30, 40, 50, 60])
print(data.count, data.startIndex, data.endIndex)
print(data.first!, data.last!)

let slice = data[2..<5]
print(Array(slice))
print(slice.startIndex, slice.endIndex)
print(slice[2])
let copy = Data(slice)
print(copy.startIndex, copy[0])

data.append(70)
data.append(contentsOf: [80, 90])
data.append(Data([100]))
print(data.count)
print(Array(data.suffix(3)))
print(Array(data.prefix(2)))

data[0] = 11
print(data[0])
data.removeFirst()
print(data.first!)
data.replaceSubrange(data.startIndex..<data.startIndex + 2, with: Data([1, 2, 3]))
print(data.startIndex)
print(Array(data))

let sum = data.reduce(0) { $0 + Int($1) }
print("sum:", sum)
print(data.firstIndex(of: 3) ?? -1)
print(data.contains(50))
print(data.isEmpty, Data().isEmpty)
// expect: 6 0 6
// expect: 10 60
// expect: [30, 40, 50]
// expect: 2 5
// expect: 30
// expect: 0 30
// expect: 10
// expect: [80, 90, 100]
// expect: [10, 20]
// expect: 11
// expect: 20
// expect: 1
// expect: [1, 2, 3, 40, 50, 60, 70, 80, 90, 100]
// expect: sum: 496
// expect: 3
// expect: true
// expect: false true
