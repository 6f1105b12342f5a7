// RegexBuilder style (IPv4 validation): TryCapture rejects octets over 255 so invalid addresses fail to match
import RegexBuilder

let octet = TryCapture {
    Repeat(1...3) { .digit }
} transform: { text -> Int? in
    guard let value = Int(text), value <= 255 else { return nil }
    return value
}

let ipv4 = Regex {
    octet
    "."
    octet
    "."
    octet
    "."
    octet
}

let candidates = ["192.168.1.10", "10.0.0.256", "8.8.8.8", "1.2.3", "255.255.255.255", "01.002.3.4", "a.b.c.d"]
for candidate in candidates {
    if let m = candidate.wholeMatch(of: ipv4) {
        let (_, a, b, c, d) = m.output
        let isPrivate = a == 10 || (a == 192 && b == 168) || (a == 172 && (16...31).contains(b))
        print("\(candidate): ok [\(a), \(b), \(c), \(d)]\(isPrivate ? " private" : "")")
    } else {
        print("\(candidate): invalid")
    }
}

let serverLog = "from 10.1.2.3 to 999.1.1.1 via 172.20.0.1"
let found = serverLog.matches(of: ipv4).map { "\($0.1).\($0.2).\($0.3).\($0.4)" }
print("found:", found)

// expect: 192.168.1.10: ok [192, 168, 1, 10] private
// expect: 10.0.0.256: invalid
// expect: 8.8.8.8: ok [8, 8, 8, 8]
// expect: 1.2.3: invalid
// expect: 255.255.255.255: ok [255, 255, 255, 255]
// expect: 01.002.3.4: ok [1, 2, 3, 4]
// expect: a.b.c.d: invalid
// expect: found: ["10.1.2.3", "99.1.1.1", "172.20.0.1"]
