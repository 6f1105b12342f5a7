// Swift Evolution style: SE-0354 extended-delimiter regex literals #/.../# with captures, named captures, firstMatch, matches and replacing
let log = """
2024-01-15 ERROR disk full on /dev/sda1
2024-01-15 INFO backup started
2024-01-16 WARN latency 350ms
2024-01-17 ERROR timeout after 30s
"""

let entry = #/(\d{4})-(\d{2})-(\d{2}) (ERROR|WARN|INFO) (.+)/#

for line in log.split(separator: "\n") {
    if let match = line.wholeMatch(of: entry) {
        let (_, year, month, day, level, message) = match.output
        if level == "ERROR" {
            print("\(day)/\(month)/\(year): \(message)")
        }
    }
}

let named = #/(?<key>[a-z]+)=(?<value>\d+)/#
let config = "width=800 height=600 depth=24 name=test"
for match in config.matches(of: named) {
    print("\(match.key) -> \(Int(match.value)! * 2)")
}

if let firstNumber = log.firstMatch(of: #/\d+ms/#) {
    print("first latency: \(firstNumber.output)")
}

let masked = "call 555-1234 or 555-9876".replacing(#/\d{3}-\d{4}/#, with: "XXX-XXXX")
print(masked)

let words = "one,two;;three , four".split(separator: #/\s*[,;]+\s*/#)
print(words)

print("swift6".contains(#/\d$/#), "Swift".starts(with: #/[A-Z]/#))
let trimmed = "   padded text   ".trimmingPrefix(#/\s+/#)
print("[\(trimmed)]")

for version in ["v5.10.1", "v6", "beta"] {
    if version.wholeMatch(of: #/v\d+\.\d+\.\d+/#) != nil {
        print("\(version): semantic version")
    } else if version.wholeMatch(of: #/v\d+/#) != nil {
        print("\(version): major only")
    } else {
        print("\(version): unknown")
    }
}

let emailPattern = #/[\w.]+@([\w]+)\.(com|org)/#
let emails = ["me@swift.org", "bad@", "you@example.com"]
for e in emails {
    if let m = e.wholeMatch(of: emailPattern) {
        print("\(e): domain \(m.1), tld \(m.2)")
    } else {
        print("\(e): invalid")
    }
}

// expect: 15/01/2024: disk full on /dev/sda1
// expect: 17/01/2024: timeout after 30s
// expect: width -> 1600
// expect: height -> 1200
// expect: depth -> 48
// expect: first latency: 350ms
// expect: call XXX-XXXX or XXX-XXXX
// expect: ["one", "two", "three", "four"]
// expect: true true
// expect: [padded text   ]
// expect: v5.10.1: semantic version
// expect: v6: major only
// expect: beta: unknown
// expect: me@swift.org: domain swift, tld org
// expect: bad@: invalid
// expect: you@example.com: domain example, tld com
