// Collection types: arrays, building, slicing, inserting, removing, searching, sorting
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A camping trip packing list, then some number crunching.
var packing = ["Tent", "Stove"]
packing.append("Lantern")
packing += ["Rope", "Kettle", "Map"]
print(packing, packing.count)
packing[1...2] = ["Gas canister", "Burner", "Matches"]
print(packing)
packing.insert("Sleeping bag", at: 0)
let removed = packing.remove(at: 2)
print("removed: \(removed)")
let lastOne = packing.removeLast()
print("removed last: \(lastOne)")
print(packing)
print(packing.isEmpty, packing.first ?? "-", packing.last ?? "-")

let threeZeros = Array(repeating: 0.0, count: 3)
let twoHalves = Array(repeating: 0.5, count: 2)
print(threeZeros + twoHalves)

for (index, item) in packing.enumerated() where index % 2 == 0 {
    print("item \(index + 1): \(item)")
}

let nums = [5, 3, 9, 1, 7, 3]
print(nums.sorted(), nums.sorted(by: >))
print(nums.firstIndex(of: 3)!, nums.lastIndex(of: 3)!)
print(nums.contains(9), nums.min()!, nums.max()!)
print(Array(nums.reversed()), Array(nums[2..<4]))
print(nums.filter { $0 > 4 }.map { $0 * 10 })
let grid = [[1, 2, 3], [4, 5, 6]]
print(grid.flatMap { $0 }, grid.map { $0.reduce(0, +) })
var matrix = Array(repeating: Array(repeating: 0, count: 3), count: 2)
matrix[1][2] = 8
print(matrix)
print(nums.prefix(2), nums.suffix(2), nums.dropLast(4))
print(zip(["a", "b", "c"], nums).map { "\($0)\($1)" })
// expect: ["Tent", "Stove", "Lantern", "Rope", "Kettle", "Map"] 6
// expect: ["Tent", "Gas canister", "Burner", "Matches", "Rope", "Kettle", "Map"]
// expect: removed: Gas canister
// expect: removed last: Map
// expect: ["Sleeping bag", "Tent", "Burner", "Matches", "Rope", "Kettle"]
// expect: false Sleeping bag Kettle
// expect: [0.0, 0.0, 0.0, 0.5, 0.5]
// expect: item 1: Sleeping bag
// expect: item 3: Burner
// expect: item 5: Rope
// expect: [1, 3, 3, 5, 7, 9] [9, 7, 5, 3, 3, 1]
// expect: 1 5
// expect: true 1 9
// expect: [3, 7, 1, 9, 3, 5] [9, 1]
// expect: [50, 90, 70]
// expect: [1, 2, 3, 4, 5, 6] [6, 15]
// expect: [[0, 0, 0], [0, 0, 8]]
// expect: [5, 3] [7, 3] [5, 3]
// expect: ["a5", "b3", "c9"]
