// WWDC style (buffer pointers): Array.withUnsafeBufferPointer to sum and search
let numbers = [3, 14, 15, 92, 65, 35]
let total = numbers.withUnsafeBufferPointer { buf -> Int in
    var s = 0
    for n in buf { s += n }
    return s
}
print("total", total)
numbers.withUnsafeBufferPointer { buf in
    print("count", buf.count)
    print("first", buf.first ?? -1, "last", buf.last ?? -1)
    print("max", buf.max()!)
    if let idx = buf.firstIndex(of: 92) {
        print("92 at", idx)
    }
    print("slice", Array(buf[1..<4]))
    print("has base", buf.baseAddress != nil)
}
let empty: [Int] = []
empty.withUnsafeBufferPointer { buf in
    print("empty count", buf.count, buf.isEmpty)
}
// expect: total 224
// expect: count 6
// expect: first 3 last 35
// expect: max 92
// expect: 92 at 3
// expect: slice [14, 15, 92]
// expect: has base true
// expect: empty count 0 true
