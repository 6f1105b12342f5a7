// WWDC style (uninitialized capacity): Array(unsafeUninitializedCapacity:initializingWith:)
let squares = [Int](unsafeUninitializedCapacity: 6) { buffer, initializedCount in
    for i in 0..<6 {
        buffer[i] = i * i
    }
    initializedCount = 6
}
print(squares)
let evens = Array<Int>(unsafeUninitializedCapacity: 10) { buf, count in
    count = 0
    for n in 0..<10 where n % 2 == 0 {
        buf[count] = n
        count += 1
    }
}
print(evens, evens.count)
let names = [String](unsafeUninitializedCapacity: 3) { buf, n in
    buf.baseAddress!.initialize(to: "alpha")
    (buf.baseAddress! + 1).initialize(to: "beta")
    n = 2
}
print(names)
let fib = [UInt64](unsafeUninitializedCapacity: 12) { buf, n in
    buf[0] = 0; buf[1] = 1
    for i in 2..<12 { buf[i] = buf[i - 1] + buf[i - 2] }
    n = 12
}
print(fib.last!, fib.count)
// expect: [0, 1, 4, 9, 16, 25]
// expect: [0, 2, 4, 6, 8] 5
// expect: ["alpha", "beta"]
// expect: 89 12
