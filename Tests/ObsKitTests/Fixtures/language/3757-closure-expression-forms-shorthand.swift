// Swift book style: closure expression forms, shorthand arguments, and operator methods
let names = ["Chris", "Alex", "Ewa", "Barry", "Daniella"]

func backward(_ s1: String, _ s2: String) -> Bool { s1 > s2 }
print(names.sorted(by: backward))
print(names.sorted(by: { (s1: String, s2: String) -> Bool in return s1 > s2 }))
print(names.sorted(by: { s1, s2 in return s1 > s2 }))
print(names.sorted(by: { s1, s2 in s1 > s2 }))
print(names.sorted(by: { $0 > $1 }))
print(names.sorted(by: >))
print(names.sorted(by: <))

let nums = [5, 3, 9, 1, 7]
print(nums.reduce(0, +), nums.reduce(1, *))
print(nums.sorted(by: >).prefix(3))
print(nums.map(String.init).joined(separator: "|"))
print(zip(nums, nums.dropFirst()).map(-))
print(zip([1, 2, 3], [10, 20, 30]).map(+))
print(nums.filter { $0 % 3 == 0 })
print(names.map { $0.count }.max()!)
print(names.map(\.count))
print(names.contains(where: { $0.hasPrefix("E") }))
print(names.min(by: { $0.count < $1.count })!)

let pairs = [(2, "b"), (1, "a"), (3, "c"), (1, "z")]
let sortedPairs = pairs.sorted { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 > $1.1 }
print(sortedPairs.map { "\($0.0)\($0.1)" })

let ops: [(Int, Int) -> Bool] = [(<), (>), (==), (!=)]
print(ops.map { $0(3, 4) })
let neg: (Int) -> Int = (-)
print([1, -2, 3].map(neg))
print([[1, 2], [3], []].flatMap { $0 })
print(["1", "x", "3"].compactMap { Int($0) })
// expect: ["Ewa", "Daniella", "Chris", "Barry", "Alex"]
// expect: ["Ewa", "Daniella", "Chris", "Barry", "Alex"]
// expect: ["Ewa", "Daniella", "Chris", "Barry", "Alex"]
// expect: ["Ewa", "Daniella", "Chris", "Barry", "Alex"]
// expect: ["Ewa", "Daniella", "Chris", "Barry", "Alex"]
// expect: ["Ewa", "Daniella", "Chris", "Barry", "Alex"]
// expect: ["Alex", "Barry", "Chris", "Daniella", "Ewa"]
// expect: 25 945
// expect: [9, 7, 5]
// expect: 5|3|9|1|7
// expect: [2, -6, 8, -6]
// expect: [11, 22, 33]
// expect: [3, 9]
// expect: 8
// expect: [5, 4, 3, 5, 8]
// expect: true
// expect: Ewa
// expect: ["1z", "1a", "2b", "3c"]
// expect: [true, false, false, true]
// expect: [-1, 2, -3]
// expect: [1, 2, 3]
// expect: [1, 3]
