// Collection Types: creating arrays, appending, inserting, removing, range replacement, enumerated iteration.
// expected output: swiftc 6.3.1 (Linux), run on this machine
var lapTimes: [Int] = []
print("lapTimes has \(lapTimes.count) items", lapTimes.isEmpty)
lapTimes.append(58)
lapTimes = []
let morningReadings = Array(repeating: 1.5, count: 2)
let eveningReadings = Array(repeating: 0.25, count: 3)
let allReadings = morningReadings + eveningReadings
print(allReadings)
var packingList = ["Tent", "Torch"]
packingList.append("Stove")
packingList += ["Matches"]
packingList += ["Sleeping bag", "Rope", "Map"]
print(packingList.count, packingList[0])
packingList[0] = "Two-person tent"
packingList[4...6] = ["Compass", "Whistle"]
print(packingList)
packingList.insert("Sunscreen", at: 0)
let sunscreen = packingList.remove(at: 0)
let whistle = packingList.removeLast()
print(sunscreen, whistle, packingList.count)
for (index, value) in packingList.enumerated() {
    print("Item \(index + 1): \(value)")
}
print(packingList.first!, packingList.last!, packingList.firstIndex(of: "Torch")!)
var queue = [1, 2, 3, 4, 5]
queue.removeFirst(2)
queue.insert(contentsOf: [9, 8], at: 1)
queue.removeAll(where: { $0 % 2 == 0 })
print(queue, queue.contains(5), queue.indices)
queue.swapAt(0, 1)
queue.reverse()
print(queue, Array(queue.reversed()), queue.popLast() as Any, queue)
let matrix = [[1, 2], [3, 4, 5]]
print(matrix[1][2], matrix.joined().count, matrix.map(\.count))

// expect: lapTimes has 0 items true
// expect: [1.5, 1.5, 0.25, 0.25, 0.25]
// expect: 7 Tent
// expect: ["Two-person tent", "Torch", "Stove", "Matches", "Compass", "Whistle"]
// expect: Sunscreen Whistle 5
// expect: Item 1: Two-person tent
// expect: Item 2: Torch
// expect: Item 3: Stove
// expect: Item 4: Matches
// expect: Item 5: Compass
// expect: Two-person tent Compass 1
// expect: [3, 9, 5] true 0..<3
// expect: [5, 3, 9] [9, 3, 5] Optional(9) [5, 3]
// expect: 5 5 [2, 3]
