// RegexBuilder style (IPv4 addresses): TryCapture rejecting octets over 255, and CIDR suffixes
import RegexBuilder

let octet = Regex {
    TryCapture {
        Repeat(.digit, 1...3)
    } transform: { s -> UInt8? in
        UInt8(s)
    }
}

let ipv4 = Regex {
    octet
    "."
    octet
    "."
    octet
    "."
    octet
    Optionally {
        "/"
        TryCapture {
            Repeat(.digit, 1...2)
        } transform: { s -> Int? in
            guard let n = Int(s), n <= 32 else { return nil }
            return n
        }
    }
}

let candidates = ["192.168.1.10", "10.0.0.0/8", "256.1.1.1", "172.16.254.1/33", "8.8.8.8/32", "1.2.3", "001.002.003.004"]
for c in candidates {
    guard let m = c.wholeMatch(of: ipv4) else {
        print(c, "invalid")
        continue
    }
    let (_, a, b, cc, d, prefix) = m.output
    let value = UInt32(a) << 24 | UInt32(b) << 16 | UInt32(cc) << 8 | UInt32(d)
    let privateRange = a == 10 || (a == 172 && (16...31).contains(b)) || (a == 192 && b == 168)
    print(c, "=", value, privateRange ? "private" : "public", prefix.map { "/\($0)" } ?? "host")
}

let logLine = "blocked 203.0.113.7 then 198.51.100.300 and 192.0.2.1 twice: 192.0.2.1"
let found = logLine.matches(of: Regex {
    Anchor.wordBoundary
    ipv4
    Anchor.wordBoundary
}).map { String($0.output.0) }
print(found)
print(Set(found).count)
// expect: 192.168.1.10 = 3232235786 private host
// expect: 10.0.0.0/8 = 167772160 private /8
// expect: 256.1.1.1 invalid
// expect: 172.16.254.1/33 invalid
// expect: 8.8.8.8/32 = 134744072 public /32
// expect: 1.2.3 invalid
// expect: 001.002.003.004 = 16909060 public host
// expect: ["203.0.113.7", "192.0.2.1", "192.0.2.1"]
// expect: 2
