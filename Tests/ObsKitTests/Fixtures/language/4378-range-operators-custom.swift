// Compiler test style: range operators ... and ..< with custom Comparable and Strideable types

struct Day: Comparable, Strideable, CustomStringConvertible {
  var n: Int

  static func < (a: Day, b: Day) -> Bool { return a.n < b.n }

  func distance(to other: Day) -> Int { return other.n - n }
  func advanced(by k: Int) -> Day { return Day(n: n + k) }

  var description: String {
    let names = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    return names[((n % 7) + 7) % 7] + "\(n)"
  }
}

struct Word: Comparable {
  var s: String
  static func < (a: Word, b: Word) -> Bool { return a.s.count < b.s.count || (a.s.count == b.s.count && a.s < b.s) }
}

let mon = Day(n: 0)
let fri = Day(n: 4)
let week = mon...Day(n: 6)
print(week.contains(fri))
print(week.contains(Day(n: 9)))
print(Array(mon..<fri))
print(Array(mon...fri).count)
print((mon..<fri).count)
print(Array(stride(from: mon, to: Day(n: 14), by: 3)))
print(Array(stride(from: Day(n: 10), through: Day(n: 2), by: -4)))
print(mon.distance(to: fri), fri.advanced(by: 10))
print(fri.advanced(by: -4) == mon, fri > mon, max(mon, fri))

let workdays = mon..<Day(n: 5)
switch Day(n: 3) {
case workdays: print("work")
default: print("rest")
}
switch Day(n: 5) {
case workdays: print("work")
default: print("rest")
}

let wr = Word(s: "ab")...Word(s: "xyz")
print(wr.contains(Word(s: "cd")), wr.contains(Word(s: "a")), wr.contains(Word(s: "abc")), wr.contains(Word(s: "zzz")))
print(wr.lowerBound.s, wr.upperBound.s)

let nums = Array(0..<20)
print(nums[..<3])
print(nums[17...])
print(nums[5...7])
print(nums[(nums.count - 2)...])
let r1 = 3..<8
let r2 = 5...12
print(r1.overlaps(r2), r1.clamped(to: 5..<6), r2.clamped(to: 0...6))
print((1...).prefix(4).map { $0 * $0 })
print((..<5).contains(4), (..<5).contains(5), (...5).contains(5))
print(("a"..."e").contains("c"), ("a"..<"e").contains("e"))
print((0.0...1.0).contains(0.5), (0.0..<1.0).contains(1.0))
print(Array(stride(from: 0.0, through: 1.0, by: 0.25)))
print(Array(stride(from: 10, to: 0, by: -3)))
print((1...5).reversed().map { $0 })
print(r1.lowerBound, r1.upperBound, r2.count, (5..<5).isEmpty)
print(UInt8(250)...UInt8.max ~= 255, Int8.min..<0 ~= -1)

// expect: true
// expect: false
// expect: [Mon0, Tue1, Wed2, Thu3]
// expect: 5
// expect: 4
// expect: [Mon0, Thu3, Sun6, Wed9, Sat12]
// expect: [Thu10, Sun6, Wed2]
// expect: 4 Mon14
// expect: true true Fri4
// expect: work
// expect: rest
// expect: true false true false
// expect: ab xyz
// expect: [0, 1, 2]
// expect: [17, 18, 19]
// expect: [5, 6, 7]
// expect: [18, 19]
// expect: true 5..<6 5...6
// expect: [1, 4, 9, 16]
// expect: true false true
// expect: true false
// expect: true false
// expect: [0.0, 0.25, 0.5, 0.75, 1.0]
// expect: [10, 7, 4, 1]
// expect: [5, 4, 3, 2, 1]
// expect: 3 8 8 true
// expect: true true
