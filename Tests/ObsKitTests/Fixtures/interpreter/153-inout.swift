// inout parameters and & at the call site
func swapValues(_ a: inout Int, _ b: inout Int) {
    let t = a
    a = b
    b = t
}

func appendTwice(_ arr: inout [String], _ s: String) {
    arr.append(s)
    arr.append(s)
}

struct Score { var points = 0 }
func bump(_ s: inout Score, by n: Int) { s.points += n }

var x = 1, y = 2
swapValues(&x, &y)
print(x, y)
var list = ["a"]
appendTwice(&list, "b")
print(list)
var s = Score()
bump(&s, by: 5)
bump(&s, by: 1)
print(s.points)
var nums = [1, 2, 3]
swapValues(&nums[0], &y)
print(nums, y)

// expect: 2 1
// expect: ["a", "b", "b"]
// expect: 6
// expect: [1, 2, 3] 1
