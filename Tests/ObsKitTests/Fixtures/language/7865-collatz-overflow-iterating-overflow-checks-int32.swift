// Blog style (Collatz and overflow): iterating with overflow checks on Int32
func collatzSteps(_ start: Int32) -> (steps: Int, peak: Int32)? {
    var n = start
    var steps = 0
    var peak = n
    while n != 1 {
        if n % 2 == 0 {
            n /= 2
        } else {
            let (t, o1) = n.multipliedReportingOverflow(by: 3)
            let (u, o2) = t.addingReportingOverflow(1)
            if o1 || o2 { return nil }
            n = u
        }
        peak = max(peak, n)
        steps += 1
    }
    return (steps, peak)
}
for s: Int32 in [1, 6, 7, 27, 97] {
    if let r = collatzSteps(s) {
        print(s, r.steps, r.peak)
    }
}
print(collatzSteps(Int32.max / 2) == nil ? "overflowed" : "fine")
let best = (1...1000).max { collatzSteps(Int32($0))!.steps < collatzSteps(Int32($1))!.steps }!
print(best, collatzSteps(Int32(best))!.steps)
// expect: 1 0 1
// expect: 6 8 16
// expect: 7 16 52
// expect: 27 111 9232
// expect: 97 118 9232
// expect: overflowed
// expect: 871 178
