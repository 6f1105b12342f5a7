// repeat-while edge cases: body runs once on false condition, continue jumps to the condition, break, defer per pass
var n = 0
repeat {
    print("body runs once with false condition, n =", n)
    n += 1
} while false
print("after", n)
var i = 0
var visited: [Int] = []
repeat {
    i += 1
    if i % 2 == 0 { continue }
    visited.append(i)
} while i < 7
print(visited, i)

var j = 10
repeat {
    j -= 3
    if j < 0 { print("breaking at", j); break }
    print("j =", j)
} while true

var conditionChecks = 0
func check(_ v: Int) -> Bool {
    conditionChecks += 1
    print("  check(\(v))")
    return v < 3
}
var k = 0
repeat {
    k += 1
    print("pass", k)
} while check(k)
print("checks:", conditionChecks)

var log: [String] = []
var m = 0
repeat {
    defer { log.append("defer \(m)") }
    m += 1
    if m == 2 { continue }
    log.append("work \(m)")
} while m < 3
print(log)

func digits(_ x: Int) -> [Int] {
    var v = abs(x)
    var out: [Int] = []
    repeat {
        out.insert(v % 10, at: 0)
        v /= 10
    } while v > 0
    return out
}
print(digits(0), digits(907), digits(-45))

var outerCount = 0
outer: repeat {
    outerCount += 1
    var inner = 0
    repeat {
        inner += 1
        if inner == 2 && outerCount == 2 { continue outer }
        if outerCount == 3 { break outer }
    } while inner < 3
    print("outer", outerCount, "inner reached", inner)
} while outerCount < 5
print("outerCount", outerCount)

var x = 27
var steps = 0
repeat {
    x = x % 2 == 0 ? x / 2 : 3 * x + 1
    steps += 1
} while x != 1
print("collatz 27 steps", steps)
var it = [1, 2, 3].makeIterator()
var last: Int?
repeat { last = it.next(); print("got", last as Any) } while last != nil

// expect: body runs once with false condition, n = 0
// expect: after 1
// expect: [1, 3, 5, 7] 7
// expect: j = 7
// expect: j = 4
// expect: j = 1
// expect: breaking at -2
// expect: pass 1
// expect:   check(1)
// expect: pass 2
// expect:   check(2)
// expect: pass 3
// expect:   check(3)
// expect: checks: 3
// expect: ["work 1", "defer 1", "defer 2", "work 3", "defer 3"]
// expect: [0] [9, 0, 7] [4, 5]
// expect: outer 1 inner reached 3
// expect: outerCount 3
// expect: collatz 27 steps 111
// expect: got Optional(1)
// expect: got Optional(2)
// expect: got Optional(3)
// expect: got nil
