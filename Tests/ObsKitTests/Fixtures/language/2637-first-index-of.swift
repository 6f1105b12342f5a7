// Compiler test style: firstIndex(of:), lastIndex(of:) and index-based slicing on strings and arrays
let path = "usr/local/lib/swift"
if let slash = path.firstIndex(of: "/") {
    print(path[..<slash])
}
if let slash = path.lastIndex(of: "/") {
    print(path[path.index(after: slash)...])
}
print(path.firstIndex(of: "#") == nil)

let values = [3, 1, 4, 1, 5, 9, 2, 6, 5]
print(values.firstIndex(of: 1)!, values.lastIndex(of: 1)!)
print(values.firstIndex(of: 5)!, values.lastIndex(of: 5)!)
print(values.firstIndex(where: { $0 > 4 })!, values.lastIndex(where: { $0 < 3 })!)
print(values.firstIndex(of: 7) as Any)

let slice = values[2...6]
print(slice.firstIndex(of: 1)!, slice.startIndex, slice.endIndex)
print(slice.lastIndex(where: { $0 % 2 == 1 })!)

let uni = "naïve café"
let iIdx = uni.firstIndex(of: "ï")!
print(uni.distance(from: uni.startIndex, to: iIdx))
print(uni.utf8.distance(from: uni.utf8.startIndex, to: iIdx))
let spaceIdx = uni.firstIndex(where: { $0.isWhitespace })!
print(uni[uni.index(after: spaceIdx)...].uppercased())
// expect: usr
// expect: swift
// expect: true
// expect: 1 3
// expect: 4 8
// expect: 4 6
// expect: nil
// expect: 3 2 7
// expect: 5
// expect: 2
// expect: 2
// expect: CAFÉ
