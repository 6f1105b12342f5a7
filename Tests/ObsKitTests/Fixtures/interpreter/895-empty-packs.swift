// Packs of no element: calls with no arguments for the pack, tuples made of an empty expansion (`()`, or
// the one other element alone), loops that do not run. Expected output: swiftc 6.3.1 on this machine.
func tuple<each T>(_ values: repeat each T) -> (repeat each T) { (repeat each values) }
func tagged<each T>(_ values: repeat each T) -> (String, repeat each T) { ("tag", repeat each values) }
func both<each T>(_ values: repeat each T) -> (Int, repeat each T, Int) { (0, repeat each values, 9) }
print(tuple(), tagged(), both())
print(tuple(1), tagged(1), both(1))
print(type(of: tuple()), type(of: tagged()), type(of: tagged(1, 2)))
func runs<each T>(_ values: repeat each T) -> Int {
    var passes = 0
    for _ in repeat each values { passes += 1 }
    repeat passes += (each values) is Int ? 10 : 100
    return passes
}
print(runs(), runs(1), runs("a", 2))
func maybe<each T>(_ values: repeat each T) -> (repeat (each T)?) { (repeat each values) }
print(maybe(), maybe(1), maybe(1, "b"))
print(maybe(1) as Any, type(of: maybe(1)))

// expect: () tag (0, 9)
// expect: 1 ("tag", 1) (0, 1, 9)
// expect: () String (String, Int, Int)
// expect: 0 11 112
// expect: () Optional(1) (Optional(1), Optional("b"))
// expect: Optional(1) Optional<Int>
