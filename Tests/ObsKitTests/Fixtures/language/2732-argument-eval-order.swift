// Compiler test style: left-to-right evaluation of arguments, operators and compound assignment
// known-gap: line 4: expected '["k": [7]] ["key", "elem", "default"]', got '["k": [7]] ["key", "default", "elem"]'
var order: [String] = []
func tag<T>(_ s: String, _ v: T) -> T { order.append(s); return v }

func three(_ a: Int, _ b: Int, _ c: Int) -> Int { a * 100 + b * 10 + c }
print(three(tag("a", 1), tag("b", 2), tag("c", 3)), order)

order = []
let sum = tag("l", 1) + tag("m", 2) * tag("r", 3)
print(sum, order)

order = []
var arr = [10, 20, 30]
arr[tag("index", 1)] += tag("rhs", 5)
print(arr, order)

order = []
var dict: [String: [Int]] = [:]
dict[tag("key", "k"), default: tag("default", [])].append(tag("elem", 7))
print(dict, order)

order = []
func withDefault(x: Int = tag("default-arg", 0), y: Int) -> Int { x + y }
print(withDefault(y: tag("explicit", 4)), order)

order = []
var counter = 0
func next() -> Int { counter += 1; return counter }
let tuple = (next(), next(), next())
print(tuple)
let nested = three(next(), three(next(), next(), next()), next())
print(nested)

order = []
var a = 1, b = 2
(a, b) = (tag("first", b), tag("second", a))
print(a, b, order)

struct P { var x = 0; var y = 0 }
var p = P()
order = []
p.x = tag("x-rhs", 5) + (tag("inner", p.y))
print(p.x, order)

// expect: 123 ["a", "b", "c"]
// expect: 7 ["l", "m", "r"]
// expect: [10, 25, 30] ["index", "rhs"]
// expect: ["k": [7]] ["key", "elem", "default"]
// expect: 4 ["explicit", "default-arg"]
// expect: (1, 2, 3)
// expect: 6078
// expect: 2 1 ["first", "second"]
// expect: 5 ["x-rhs", "inner"]
