// WWDC style (Unmanaged): context pointers through a C-style callback
final class Counter {
    var hits = 0
    let name: String
    init(name: String) { self.name = name }
    deinit { print("counter \(name) gone after \(hits) hits") }
}
typealias Callback = @convention(c) (UnsafeMutableRawPointer?, CInt) -> Void

func runLoop(times: CInt, context: UnsafeMutableRawPointer?, cb: Callback) {
    for i in 0..<times { cb(context, i) }
}
let callback: Callback = { ctx, i in
    let c = Unmanaged<Counter>.fromOpaque(ctx!).takeUnretainedValue()
    c.hits += Int(i)
}
do {
    let counter = Counter(name: "main")
    let ctx = Unmanaged.passUnretained(counter).toOpaque()
    runLoop(times: 5, context: ctx, cb: callback)
    print("hits", counter.hits)
}
do {
    let retained = Unmanaged.passRetained(Counter(name: "boxed"))
    runLoop(times: 3, context: retained.toOpaque(), cb: callback)
    print("boxed hits", retained.takeUnretainedValue().hits)
    retained.release()
}
print("end")
// expect: hits 10
// expect: counter main gone after 10 hits
// expect: boxed hits 3
// expect: counter boxed gone after 3 hits
// expect: end
