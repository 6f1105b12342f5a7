// Compiler test style: lazy map/filter evaluate on demand in interleaved order
let base = [1, 2, 3, 4, 5, 6]
let lazyChain = base.lazy
  .map { x -> Int in print("map", x); return x * 10 }
  .filter { x -> Bool in print("filter", x); return x % 20 == 0 }
print("built")
for v in lazyChain { print("got", v); if v >= 40 { break } }
print("---")
let first = base.lazy.map { x -> Int in print("square", x); return x * x }.first { $0 > 8 }
print(first ?? 0)
print("---")
let eager = base.map { x -> Int in print("eager", x); return x + 1 }.prefix(2)
print(Array(eager))
print("---")
let lm = base.lazy.map { x -> Int in print("access", x); return -x }
print(lm[2])
print(lm.count)
print("---")
var calls = 0
let cm = (1...1000).lazy.filter { calls += 1; return $0 % 7 == 0 }.map { $0 * 2 }
var got: [Int] = []
for v in cm { got.append(v); if got.count == 3 { break } }
print(got, calls)
// expect: built
// expect: map 1
// expect: filter 10
// expect: map 2
// expect: filter 20
// expect: got 20
// expect: map 3
// expect: filter 30
// expect: map 4
// expect: filter 40
// expect: got 40
// expect: ---
// expect: square 1
// expect: square 2
// expect: square 3
// expect: 9
// expect: ---
// expect: eager 1
// expect: eager 2
// expect: eager 3
// expect: eager 4
// expect: eager 5
// expect: eager 6
// expect: [2, 3]
// expect: ---
// expect: access 3
// expect: -3
// expect: 6
// expect: ---
// expect: [14, 28, 42] 21
