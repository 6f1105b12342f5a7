// Standard library API style (Array mutation): append, insert, remove variants, removeAll(where:), replaceSubrange, swapAt, reverse, sort and copy-on-write
var a = [1, 2, 3]
a.append(4)
a.append(contentsOf: [5, 6])
print("append:", a)
a.insert(0, at: 0)
a.insert(contentsOf: [-2, -1], at: 0)
print("insert:", a)
print("remove(at:):", a.remove(at: 2), a)
print("removeFirst:", a.removeFirst(), a)
a.removeFirst(2)
print("removeFirst(2):", a)
print("removeLast:", a.removeLast(), a)
a.removeLast(1)
print("removeLast(1):", a)
print("popLast:", a.popLast() as Any, { var e = [Int](); return e.popLast() }() as Any)
var b = Array(1...10)
b.removeAll { $0 % 3 == 0 }
print("removeAll where:", b)
b.replaceSubrange(1..<3, with: [20, 30, 40])
print("replaceSubrange grow:", b)
b.replaceSubrange(0..<4, with: [])
print("replaceSubrange remove:", b)
b[1...2] = [99]
print("slice assign:", b)
b.swapAt(0, b.count - 1)
print("swapAt:", b)
b.reverse()
print("reverse:", b)
b.sort()
print("sort:", b)
b.sort(by: >)
print("sort desc:", b)
var people = [("ann", 30), ("bob", 25), ("cy", 30), ("dee", 25)]
people.sort { $0.1 < $1.1 }
print("stable sort:", people.map(\.0))
let original = [3, 1, 2]
var copy = original
copy.append(0)
print("copy on write:", original, copy)
var grid = Array(repeating: Array(repeating: 0, count: 3), count: 2)
grid[1][2] = 7
grid[0].append(1)
print("grid:", grid)
var emptied = [1, 2, 3]
emptied.removeAll(keepingCapacity: true)
print("removeAll keep capacity:", emptied, emptied.capacity >= 3)
print("firstIndex then remove:", { var x = ["a", "b", "c"]; if let i = x.firstIndex(of: "b") { x.remove(at: i) }; return x }())
var nums = [5, 3, 8]
nums += [1]
nums[0] += 10
print("compound:", nums, nums + [0], [0] + nums)
print("subscript range read:", nums[1..<3], Array(nums[1...]))
print("contains/min/max after edits:", nums.contains(8), nums.min()!, nums.max()!)
var chars = Array("hello")
chars[0] = "j"
chars.insert("!", at: chars.endIndex)
print("char array:", String(chars))
print("reserve:", { var r = [Int](); r.reserveCapacity(10); return r.capacity >= 10 }())

// expect: append: [1, 2, 3, 4, 5, 6]
// expect: insert: [-2, -1, 0, 1, 2, 3, 4, 5, 6]
// expect: remove(at:): 0 [-2, -1, 1, 2, 3, 4, 5, 6]
// expect: removeFirst: -2 [-1, 1, 2, 3, 4, 5, 6]
// expect: removeFirst(2): [2, 3, 4, 5, 6]
// expect: removeLast: 6 [2, 3, 4, 5]
// expect: removeLast(1): [2, 3, 4]
// expect: popLast: Optional(4) nil
// expect: removeAll where: [1, 2, 4, 5, 7, 8, 10]
// expect: replaceSubrange grow: [1, 20, 30, 40, 5, 7, 8, 10]
// expect: replaceSubrange remove: [5, 7, 8, 10]
// expect: slice assign: [5, 99, 10]
// expect: swapAt: [10, 99, 5]
// expect: reverse: [5, 99, 10]
// expect: sort: [5, 10, 99]
// expect: sort desc: [99, 10, 5]
// expect: stable sort: ["bob", "dee", "ann", "cy"]
// expect: copy on write: [3, 1, 2] [3, 1, 2, 0]
// expect: grid: [[0, 0, 0, 1], [0, 0, 7]]
// expect: removeAll keep capacity: [] true
// expect: firstIndex then remove: ["a", "c"]
// expect: compound: [15, 3, 8, 1] [15, 3, 8, 1, 0] [0, 15, 3, 8, 1]
// expect: subscript range read: [3, 8] [3, 8, 1]
// expect: contains/min/max after edits: true 1 15
// expect: char array: jello!
// expect: reserve: true
