// Compiler test style: passing an observed property inout triggers didSet once on write-back
struct Settings {
  var volume = 5 {
    didSet { print("volume didSet \(oldValue) -> \(volume)") }
  }
}

func twiddle(_ x: inout Int) {
  print("in twiddle start \(x)")
  x += 1
  x += 1
  print("in twiddle end \(x)")
}

func noChange(_ x: inout Int) {
  print("noChange sees \(x)")
}

var s = Settings()
twiddle(&s.volume)
print("after twiddle \(s.volume)")
noChange(&s.volume)
print("after noChange")

var total = 0 {
  didSet { print("total didSet \(oldValue) -> \(total)") }
}
twiddle(&total)
swap(&total, &s.volume)
print(total, s.volume)

final class Ref {
  var score = 1 {
    didSet { print("score didSet \(oldValue) -> \(score)") }
  }
}
let r = Ref()
twiddle(&r.score)
print(r.score)
// expect: in twiddle start 5
// expect: in twiddle end 7
// expect: volume didSet 5 -> 7
// expect: after twiddle 7
// expect: noChange sees 7
// expect: volume didSet 7 -> 7
// expect: after noChange
// expect: in twiddle start 0
// expect: in twiddle end 2
// expect: total didSet 0 -> 2
// expect: volume didSet 7 -> 2
// expect: total didSet 2 -> 7
// expect: 7 2
// expect: in twiddle start 1
// expect: in twiddle end 3
// expect: score didSet 1 -> 3
// expect: 3
