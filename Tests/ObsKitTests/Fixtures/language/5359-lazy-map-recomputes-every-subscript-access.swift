// Swift with Majid style (lazy collections): lazy.map recomputes on every subscript access
var calls = 0
let base = [3, 1, 4, 1, 5, 9, 2, 6]
let doubled = base.lazy.map { (x: Int) -> Int in
    calls += 1
    return x * 2
}

print(doubled[2], doubled[2], doubled[2])
print("calls after three reads:", calls)

calls = 0
let total = doubled.reduce(0, +)
print(total, calls)

calls = 0
let filteredCount = doubled.filter { $0 > 5 }.count
print(filteredCount, calls)

calls = 0
let cached = Array(doubled)
_ = cached[2] + cached[2]
print(cached.count, calls)

calls = 0
print(doubled.contains(8), calls)
calls = 0
print(doubled.last!, calls)

// expect: 8 8 8
// expect: calls after three reads: 3
// expect: 62 8
// expect: 5 8
// expect: 8 8
// expect: true 3
// expect: 12 1
