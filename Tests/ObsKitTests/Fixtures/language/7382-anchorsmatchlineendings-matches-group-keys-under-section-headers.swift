// Swift Regex style (INI sections): anchorsMatchLineEndings() and matches(of:) group keys under [section] headers by position
let ini = """
[server]
host=10.0.0.5
port=22
[client]
retries=4
; comment=ignored
[empty]
[logging]
level=debug
"""

let sectionPattern = #/^\[(\w+)\]$/#.anchorsMatchLineEndings()
let keyPattern = #/^(\w+)=(.*)$/#.anchorsMatchLineEndings()

let sections = ini.matches(of: sectionPattern)
let keys = ini.matches(of: keyPattern)

for (index, section) in sections.enumerated() {
    let start = section.range.upperBound
    let end = index + 1 < sections.count ? sections[index + 1].range.lowerBound : ini.endIndex
    let inside = keys.filter { $0.range.lowerBound >= start && $0.range.upperBound <= end }
    let summary = inside.map { "\($0.1)=\($0.2)" }.joined(separator: ", ")
    print("[\(section.1)] \(inside.count) key(s)\(summary.isEmpty ? "" : ": " + summary)")
}

let withoutOption = ini.matches(of: #/^\[(\w+)\]$/#).count
print("without line anchors: \(withoutOption)")
let dotAll = ini.firstMatch(of: #/\[client\](.*)\[empty\]/#.dotMatchesNewlines())
print("client block lines:", dotAll.map { $0.1.split(separator: "\n").count } ?? -1)

// expect: [server] 2 key(s): host=10.0.0.5, port=22
// expect: [client] 1 key(s): retries=4
// expect: [empty] 0 key(s)
// expect: [logging] 1 key(s): level=debug
// expect: without line anchors: 0
// expect: client block lines: 2
