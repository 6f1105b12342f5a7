// Blog style (String(repeating:)): drawing boxes and triangles with repeated strings
let width = 12
let title = "Report"
print("+" + String(repeating: "-", count: width) + "+")
let left = (width - title.count) / 2
let right = width - title.count - left
print("|" + String(repeating: " ", count: left) + title + String(repeating: " ", count: right) + "|")
print("+" + String(repeating: "-", count: width) + "+")
for row in 1...4 {
    print(String(repeating: " ", count: 4 - row) + String(repeating: "*", count: 2 * row - 1))
}
print(String(repeating: "ab", count: 3))
let star: Character = "★"
print(String(repeating: star, count: 5))
print(String(repeating: "x", count: 0).isEmpty)
// expect: +------------+
// expect: |   Report   |
// expect: +------------+
// expect:    *
// expect:   ***
// expect:  *****
// expect: *******
// expect: ababab
// expect: ★★★★★
// expect: true
