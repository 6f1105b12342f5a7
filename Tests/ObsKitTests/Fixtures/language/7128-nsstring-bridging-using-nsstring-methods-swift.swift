// Tutorial style (NSString bridging): using NSString methods from Swift strings
// known-gap: error: 15:7: error: value of optional type 'Range<String.Index>?' must be unwrapped to refer to member 'location' of wrapped base type 'Range<String.Index>'
import Foundation

let path = "/usr/local/share/docs/readme.md"
let ns = path as NSString
print(ns.lastPathComponent)
print(ns.pathExtension)
print(ns.deletingLastPathComponent)
print(ns.deletingPathExtension)
print(ns.pathComponents)
print(NSString(string: "dir").appendingPathComponent("file.txt"))
print(ns.length)
print(ns.substring(from: 11))
print(ns.substring(to: 4))
print(ns.range(of: "share").location)
print(NSString(string: "3.75").doubleValue + 1)
print(NSString(string: "42abc").integerValue)
print(("Mixed Case" as NSString).uppercased)
let s = String(format: "%@/%@", "a", "b")
print(s, s.count)
print(NSString(format: "%03d-%@", 7, "x"))
// expect: readme.md
// expect: md
// expect: /usr/local/share/docs
// expect: /usr/local/share/docs/readme
// expect: ["/", "usr", "local", "share", "docs", "readme.md"]
// expect: dir/file.txt
// expect: 31
// expect: share/docs/readme.md
// expect: /usr
// expect: 11
// expect: 4.75
// expect: 42
// expect: MIXED CASE
// expect: a/b 3
// expect: 007-x
