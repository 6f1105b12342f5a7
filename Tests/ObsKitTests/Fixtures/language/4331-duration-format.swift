// App code style: formatting and parsing durations like 1h 02m 03s and 01:02:03 without Foundation
func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

func clock(_ total: Int) -> String {
    let neg = total < 0
    let t = abs(total)
    let h = t / 3600, m = (t % 3600) / 60, s = t % 60
    return (neg ? "-" : "") + (h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))")
}

func human(_ total: Int) -> String {
    if total == 0 { return "0s" }
    let units: [(Int, String)] = [(86400, "d"), (3600, "h"), (60, "m"), (1, "s")]
    var rest = total
    var parts: [String] = []
    for (size, label) in units {
        let q = rest / size
        if q > 0 {
            parts.append(parts.isEmpty ? "\(q)\(label)" : "\(two(q))\(label)")
            rest %= size
        }
    }
    return parts.joined(separator: " ")
}

func relative(_ secs: Int) -> String {
    switch secs {
    case ..<0: return "in the future"
    case 0..<45: return "just now"
    case 45..<90: return "a minute ago"
    case 90..<3600: return "\((secs + 30) / 60) minutes ago"
    case 3600..<7200: return "an hour ago"
    case 7200..<86400: return "\(secs / 3600) hours ago"
    default: return "\(secs / 86400) days ago"
    }
}

func parseClock(_ s: String) -> Int? {
    let parts = s.split(separator: ":", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count) else { return nil }
    var total = 0
    for (i, p) in parts.enumerated() {
        guard !p.isEmpty, p.allSatisfy({ $0.isASCII && $0.isNumber }), let v = Int(p) else { return nil }
        if i > 0 && v >= 60 { return nil }
        total = total * 60 + v
    }
    return total
}

func parseHuman(_ s: String) -> Int? {
    var total = 0
    var number = 0
    var haveDigits = false
    for c in s where !c.isWhitespace {
        if let d = c.wholeNumberValue, c.isASCII {
            number = number * 10 + d
            haveDigits = true
            continue
        }
        guard haveDigits else { return nil }
        switch c {
        case "d": total += number * 86400
        case "h": total += number * 3600
        case "m": total += number * 60
        case "s": total += number
        default: return nil
        }
        number = 0
        haveDigits = false
    }
    return haveDigits ? nil : total
}

for t in [0, 5, 59, 60, 61, 3599, 3600, 3661, 86399, 90061, -125] {
    print("\(t)s: clock=\(clock(t)) human=\(t >= 0 ? human(t) : "-") rel=\(relative(t))")
}
for s in ["1:02:03", "45", "10:00", "1:60", "::", "2:3:4:5", "007:05"] {
    print("parseClock(\(s)) = \(parseClock(s).map { String($0) } ?? "nil")")
}
for s in ["1h 2m 3s", "90m", "2d", "1h30", "h", "3s 3s"] {
    if let v = parseHuman(s) { print("'\(s)' = \(v)s = \(human(v))") } else { print("'\(s)' invalid") }
}
// expect: 0s: clock=0:00 human=0s rel=just now
// expect: 5s: clock=0:05 human=5s rel=just now
// expect: 59s: clock=0:59 human=59s rel=a minute ago
// expect: 60s: clock=1:00 human=1m rel=a minute ago
// expect: 61s: clock=1:01 human=1m 01s rel=a minute ago
// expect: 3599s: clock=59:59 human=59m 59s rel=60 minutes ago
// expect: 3600s: clock=1:00:00 human=1h rel=an hour ago
// expect: 3661s: clock=1:01:01 human=1h 01m 01s rel=an hour ago
// expect: 86399s: clock=23:59:59 human=23h 59m 59s rel=23 hours ago
// expect: 90061s: clock=25:01:01 human=1d 01h 01m 01s rel=1 days ago
// expect: -125s: clock=-2:05 human=- rel=in the future
// expect: parseClock(1:02:03) = 3723
// expect: parseClock(45) = 45
// expect: parseClock(10:00) = 600
// expect: parseClock(1:60) = nil
// expect: parseClock(::) = nil
// expect: parseClock(2:3:4:5) = nil
// expect: parseClock(007:05) = 425
// expect: '1h 2m 3s' = 3723s = 1h 02m 03s
// expect: '90m' = 5400s = 1h 30m
// expect: '2d' = 172800s = 2d
// expect: '1h30' invalid
// expect: 'h' invalid
// expect: '3s 3s' = 6s = 6s
