// map, filter and prefix on an AsyncStream are lazy async sequences, read with for await.
// Expected output: swiftc 6.3.1 on this machine.
let numbers = AsyncStream<Int> { continuation in
    for n in 1...10 { continuation.yield(n) }
    continuation.finish()
}
let evens = numbers.filter { $0 % 2 == 0 }.map { "even \($0)" }
for await line in evens { print(line) }
let words = AsyncStream<String> { continuation in
    ["alpha", "beta", "gamma", "delta"].forEach { continuation.yield($0) }
    continuation.finish()
}
for await word in words.prefix(2) { print(word) }

// expect: even 2
// expect: even 4
// expect: even 6
// expect: even 8
// expect: even 10
// expect: alpha
// expect: beta
