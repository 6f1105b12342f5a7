// WWDC style (pointer arithmetic): advanced(by:), distance(to:) and comparisons
let data = UnsafeMutablePointer<Int16>.allocate(capacity: 10)
data.initialize(repeating: 0, count: 10)
for i in 0..<10 { data[i] = Int16(i * i) }

let start = data
let fifth = start.advanced(by: 4)
let end = start + 10
print("fifth", fifth.pointee)
print("distance start->fifth", start.distance(to: fifth))
print("distance fifth->end", fifth.distance(to: end))
print("fifth < end", fifth < end)
print("start == data", start == data)
var cursor = start
var collected: [Int16] = []
while cursor < end {
    collected.append(cursor.pointee)
    cursor = cursor.advanced(by: 3)
}
print(collected)
let back = end - 1
print("last", back.pointee, (back - 1).pointee)
print("successor", start.successor().pointee, "predecessor", fifth.predecessor().pointee)
data.deinitialize(count: 10)
data.deallocate()
// expect: fifth 16
// expect: distance start->fifth 4
// expect: distance fifth->end 6
// expect: fifth < end true
// expect: start == data true
// expect: [0, 9, 36, 81]
// expect: last 81 64
// expect: successor 1 predecessor 9
