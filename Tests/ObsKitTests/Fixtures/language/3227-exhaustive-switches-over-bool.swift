// Compiler test style: exhaustive switches over Bool tuples and nested enum/optional combos
func truth(_ a: Bool, _ b: Bool, _ c: Bool) -> String {
  switch (a, b, c) {
  case (true, true, true): return "all"
  case (false, false, false): return "none"
  case (true, _, false), (false, true, _): return "mixed-A"
  case (_, false, true): return "mixed-B"
  case (true, true, false): return "unreachable?"
  }
}
for a in [false, true] {
  for b in [false, true] {
    for c in [false, true] {
      print(a ? 1 : 0, b ? 1 : 0, c ? 1 : 0, truth(a, b, c))
    }
  }
}

enum Sign { case pos, neg }
func combine(_ x: Sign?, _ y: Sign?) -> String {
  switch (x, y) {
  case (nil, nil): return "unknown"
  case (let s?, nil), (nil, let s?): return "one: \(s)"
  case (.pos?, .pos?), (.neg?, .neg?): return "same"
  case (.some, .some): return "different"
  }
}
print(combine(nil, nil), combine(.pos, nil), combine(nil, .neg))
print(combine(.neg, .neg), combine(.pos, .neg))
// expect: 0 0 0 none
// expect: 0 0 1 mixed-B
// expect: 0 1 0 mixed-A
// expect: 0 1 1 mixed-A
// expect: 1 0 0 mixed-A
// expect: 1 0 1 mixed-B
// expect: 1 1 0 mixed-A
// expect: 1 1 1 all
// expect: unknown one: pos one: neg
// expect: same different
