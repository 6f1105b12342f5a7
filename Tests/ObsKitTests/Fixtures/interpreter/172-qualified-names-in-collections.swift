// Enums/structs print bare at top level, but qualified inside collections/optionals
enum Mode { case fast, slow }
struct P { var x: Int }
struct Holder { var mode: Mode; var p: P }
print(Mode.fast)
print([Mode.fast, Mode.slow])
print(Optional(Mode.slow) as Any)
print(P(x: 1))
print([P(x: 1)])
print(Holder(mode: .slow, p: P(x: 2)))
print("interp \(Mode.fast) \(P(x: 3))")
print((Mode.fast, 1))
print(["k": Mode.fast])

// expect: fast
// expect: [main.Mode.fast, main.Mode.slow]
// expect: Optional(main.Mode.slow)
// expect: P(x: 1)
// expect: [main.P(x: 1)]
// expect: Holder(mode: main.Mode.slow, p: main.P(x: 2))
// expect: interp fast P(x: 3)
// expect: (main.Mode.fast, 1)
// expect: ["k": main.Mode.fast]
