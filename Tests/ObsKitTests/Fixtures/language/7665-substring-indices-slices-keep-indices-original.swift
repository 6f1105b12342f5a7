// Blog style (Substring indices): slices keep the indices of the original string
let base = "0123456789"
let slice = base.dropFirst(3).prefix(4)
print(slice)
print(base.distance(from: base.startIndex, to: slice.startIndex))
print(slice[slice.startIndex], base[slice.startIndex])
let third = slice.index(slice.startIndex, offsetBy: 2)
print(slice[third])
print(slice.firstIndex(of: "5") == base.firstIndex(of: "5"))
var copy = slice
copy.append("X")
print(copy, slice, base)
let sub2 = slice.dropLast()
print(sub2, sub2.endIndex == base.index(base.startIndex, offsetBy: 6))
let joined = [slice, sub2].joined(separator: "+")
print(joined)
print(slice.hasPrefix("34"), slice.contains("7"), slice.count)
// expect: 3456
// expect: 3
// expect: 3 3
// expect: 5
// expect: true
// expect: 3456X 3456 0123456789
// expect: 345 true
// expect: 3456+345
// expect: true false 4
