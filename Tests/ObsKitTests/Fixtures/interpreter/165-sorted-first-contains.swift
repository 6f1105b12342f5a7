// sorted, sorted(by:), first, first(where:), last(where:), contains(where:), firstIndex
let nums = [42, 7, 19, 3, 7]
print(nums.sorted())
print(nums.sorted(by: >))
print(nums.first as Any)
print(nums.first(where: { $0 > 10 }) as Any)
print(nums.first { $0 > 100 } as Any)
print(nums.last(where: { $0 < 10 }) as Any)
print(nums.contains(19))
print(nums.contains { $0 % 2 == 0 })
print(nums.firstIndex(of: 7) as Any)
print(nums.lastIndex(of: 7) as Any)
let names = ["bob", "Alice", "carl"]
print(names.sorted())
print(names.sorted { $0.lowercased() < $1.lowercased() })
print([Int]().first as Any)
var m = [3, 1, 2]
m.sort()
print(m)

// expect: [3, 7, 7, 19, 42]
// expect: [42, 19, 7, 7, 3]
// expect: Optional(42)
// expect: Optional(42)
// expect: nil
// expect: Optional(7)
// expect: true
// expect: true
// expect: Optional(1)
// expect: Optional(4)
// expect: ["Alice", "bob", "carl"]
// expect: ["Alice", "bob", "carl"]
// expect: nil
// expect: [1, 2, 3]
