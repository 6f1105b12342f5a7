// Trailing closures and defaulted closure parameters (SE-0286 forward scan): the first trailing closure fills a defaulted function parameter when the labelled ones after it cover what the later parameters need
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
func t(_ v: Int, filter: (Int) -> Bool = { _ in true }, map: (Int) -> Int) -> Int {
    filter(v) ? map(v) : 0
}
print(t(2) { $0 > 1 } map: { $0 * 10 })
print(t(2, map: { $0 + 1 }))
print(t(2) { $0 * 3 })
func w(_ x: Int = 0, onDone: () -> Void) { print("w", x); onDone() }
w { print("done") }

// expect: 20
// expect: 3
// expect: 6
// expect: w 0
// expect: done
