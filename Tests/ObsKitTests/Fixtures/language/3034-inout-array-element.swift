// Compiler test style: passing array elements and struct properties as inout
struct Stats {
  var hits = 0
  var misses = 0
}

func increment(_ x: inout Int, by n: Int = 1) {
  x += n
}

func reset(_ s: inout Stats) {
  s = Stats()
}

var nums = [10, 20, 30]
increment(&nums[1])
increment(&nums[2], by: 5)
print(nums)

var stats = Stats()
increment(&stats.hits)
increment(&stats.hits)
increment(&stats.misses, by: 7)
print(stats.hits, stats.misses)

var many = [Stats(), Stats(hits: 3, misses: 4)]
increment(&many[1].hits, by: 100)
increment(&many[0].misses)
print(many.map { ($0.hits, $0.misses) })
reset(&many[1])
print(many[1].hits, many[1].misses)

var grid = [[1, 2], [3, 4]]
increment(&grid[1][0], by: 30)
print(grid)

func doubleAll(_ arr: inout [Int]) {
  for i in arr.indices { arr[i] *= 2 }
}
doubleAll(&nums)
doubleAll(&grid[0])
print(nums, grid)
// expect: [10, 21, 35]
// expect: 2 7
// expect: [(0, 1), (103, 4)]
// expect: 0 0
// expect: [[1, 2], [33, 4]]
// expect: [20, 42, 70] [[2, 4], [33, 4]]
