// Compiler test style: per-iteration lifetimes, array element replacement and swaps of object references
final class Obj {
  let n: Int
  init(_ n: Int) { self.n = n }
  deinit { print("free \(n)") }
}

for i in 1...2 {
  let o = Obj(i)
  print("iteration \(o.n)")
}

var arr = [Obj(10), Obj(11), Obj(12)]
arr[1] = Obj(21)
var x = Obj(30)
var y = Obj(31)
swap(&x, &y)
(x, y) = (y, x)
print("swapped twice: x=\(x.n) y=\(y.n)")
x = y
arr = [Obj(40)]
print("array reassigned")
arr.insert(arr[0], at: 0)
arr.removeFirst()
print("end \(arr.count) \(y.n)")
// expect: iteration 1
// expect: free 1
// expect: iteration 2
// expect: free 2
// expect: free 11
// expect: swapped twice: x=30 y=31
// expect: free 30
// expect: free 10
// expect: free 21
// expect: free 12
// expect: array reassigned
// expect: end 1 31
