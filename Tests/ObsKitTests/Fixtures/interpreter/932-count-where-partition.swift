// count(where:) (Swift 6) and partition(by:): elements that match move to the end, and the pivot index is returned.
// Expected output: swiftc 6.3.1 on this machine.
let scores = [45, 88, 92, 61, 79, 100, 30]
print(scores.count(where: { $0 >= 80 }), scores.count { $0 < 50 })
var grades = scores
let pivot = grades.partition(by: { $0 >= 60 })
print(pivot, grades[..<pivot].sorted(), grades[pivot...].sorted())
var letters = Array("swiftly")
let vowelStart = letters.partition { "aeiouy".contains($0) }
print(vowelStart, letters.count)
print("mississippi".count(where: { $0 == "s" }))

// expect: 3 2
// expect: 2 [30, 45] [61, 79, 88, 92, 100]
// expect: 5 7
// expect: 4
