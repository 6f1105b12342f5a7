// Exercism Swift track style (Clock): a clock without dates, supporting minute arithmetic and equality
struct Clock: Equatable, CustomStringConvertible {
  private let totalMinutes: Int
  private static let day = 24 * 60

  init(hours: Int = 0, minutes: Int = 0) {
    let raw = (hours * 60 + minutes) % Clock.day
    totalMinutes = raw < 0 ? raw + Clock.day : raw
  }

  var hours: Int { totalMinutes / 60 }
  var minutes: Int { totalMinutes % 60 }

  func add(minutes m: Int) -> Clock { Clock(minutes: totalMinutes + m) }
  func subtract(minutes m: Int) -> Clock { add(minutes: -m) }

  var description: String {
    let h = hours < 10 ? "0\(hours)" : "\(hours)"
    let m = minutes < 10 ? "0\(minutes)" : "\(minutes)"
    return "\(h):\(m)"
  }
}

let cases: [(Int, Int)] = [(8, 0), (11, 9), (24, 0), (25, 0), (100, 0), (1, 60), (0, 160),
                            (0, 1723), (-1, 15), (-25, 0), (-91, 0), (1, -40), (1, -4820), (-121, -5810)]
for (h, m) in cases {
  print("Clock(hours: \(h), minutes: \(m)) = \(Clock(hours: h, minutes: m))")
}

let base = Clock(hours: 10, minutes: 3)
print(base.add(minutes: 3), base.add(minutes: 61), base.add(minutes: 3061))
print(Clock(hours: 0, minutes: 45).add(minutes: 40), Clock(hours: 23, minutes: 59).add(minutes: 2))
print(base.subtract(minutes: 3), base.subtract(minutes: 30), Clock(hours: 0, minutes: 0).subtract(minutes: 1))
print(Clock(hours: 2, minutes: 20).subtract(minutes: 3000))

let pairs: [(Clock, Clock)] = [
  (Clock(hours: 15, minutes: 37), Clock(hours: 15, minutes: 37)),
  (Clock(hours: 15, minutes: 36), Clock(hours: 15, minutes: 37)),
  (Clock(hours: 10, minutes: 37), Clock(hours: 34, minutes: 37)),
  (Clock(hours: 3, minutes: 11), Clock(hours: 99, minutes: 11)),
  (Clock(hours: -2, minutes: 40), Clock(hours: 21, minutes: 40)),
  (Clock(hours: 18, minutes: 7), Clock(hours: -54, minutes: 7)),
  (Clock(hours: 0, minutes: 1440), Clock()),
]
for (a, b) in pairs { print(a, "==", b, "->", a == b) }
// expect: Clock(hours: 8, minutes: 0) = 08:00
// expect: Clock(hours: 11, minutes: 9) = 11:09
// expect: Clock(hours: 24, minutes: 0) = 00:00
// expect: Clock(hours: 25, minutes: 0) = 01:00
// expect: Clock(hours: 100, minutes: 0) = 04:00
// expect: Clock(hours: 1, minutes: 60) = 02:00
// expect: Clock(hours: 0, minutes: 160) = 02:40
// expect: Clock(hours: 0, minutes: 1723) = 04:43
// expect: Clock(hours: -1, minutes: 15) = 23:15
// expect: Clock(hours: -25, minutes: 0) = 23:00
// expect: Clock(hours: -91, minutes: 0) = 05:00
// expect: Clock(hours: 1, minutes: -40) = 00:20
// expect: Clock(hours: 1, minutes: -4820) = 16:40
// expect: Clock(hours: -121, minutes: -5810) = 22:10
// expect: 10:06 11:04 13:04
// expect: 01:25 00:01
// expect: 10:00 09:33 23:59
// expect: 00:20
// expect: 15:37 == 15:37 -> true
// expect: 15:36 == 15:37 -> false
// expect: 10:37 == 10:37 -> true
// expect: 03:11 == 03:11 -> true
// expect: 22:40 == 21:40 -> false
// expect: 18:07 == 18:07 -> true
// expect: 00:00 == 00:00 -> true
