// Compiler test style: repeat-while evaluates body before condition, with side-effecting conditions
var evals = 0
func cond(_ v: Bool) -> Bool { evals += 1; return v }

var n = 0
repeat {
  n += 1
} while cond(false)
print("n", n, "evals", evals)

evals = 0
var x = 10
repeat {
  x -= 3
} while cond(x > 0)
print("x", x, "evals", evals)

var collatz = 27
var count = 0
repeat {
  collatz = collatz % 2 == 0 ? collatz / 2 : 3 * collatz + 1
  count += 1
} while collatz != 1
print("collatz steps", count)

var digits: [Int] = []
var value = 0
repeat {
  digits.append(value % 10)
  value /= 10
} while value > 0
print("digits of 0", digits)

var i = 0
var trace = ""
repeat {
  i += 1
  if i == 2 { continue }
  if i == 5 { break }
  trace += "\(i)"
} while cond(i < 10)
print(trace, i)

var s = [3, 1, 2]
var swapped: Bool
repeat {
  swapped = false
  for k in 1..<s.count where s[k - 1] > s[k] {
    s.swapAt(k - 1, k)
    swapped = true
  }
} while swapped
print(s)

// expect: n 1 evals 1
// expect: x -2 evals 4
// expect: collatz steps 111
// expect: digits of 0 [0]
// expect: 134 5
// expect: [1, 2, 3]
