// Swift Regex: named captures in a match's output, Regex("...") throwing on a bad pattern, a replacing closure, an
// optional capture. Expected output from swiftc 6.3.1 on this machine (swiftc -module-name main).
let s = "2024-05-01 and 2023-12-31"
if let m = s.firstMatch(of: #/(?<year>\d{4})-(\d{2})-(\d{2})/#) {
    print(m.output)
    print(m.year, m.2)
    print(s[m.range])
}
let r = try Regex("[aeiou]")
print("education".matches(of: r).count)
print("a-b--c".split(separator: #/-+/#))
print(s.replacing(#/\d{4}/#) { match in "Y" + match.output.dropFirst(2) })
do { _ = try Regex("(") } catch { print("bad pattern") }
let opt = #/(a)?b/#
if let m = "b".wholeMatch(of: opt) { print(m.1 == nil) }

// expect: ("2024-05-01", year: "2024", "05", "01")
// expect: 2024 05
// expect: 2024-05-01
// expect: 5
// expect: ["a", "b", "c"]
// expect: Y24-05-01 and Y23-12-31
// expect: bad pattern
// expect: true
