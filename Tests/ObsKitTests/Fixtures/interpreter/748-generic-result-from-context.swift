// A generic function whose parameter appears only in its result: the type the caller expects decides T.
// Expected output from swiftc 6.3.1 on Linux.
protocol Blank { init() }
struct Draft: Blank, CustomStringConvertible { var text = "(empty)"; var description: String { "Draft \(text)" } }
struct Tally: Blank, CustomStringConvertible { var count = 0; var description: String { "Tally \(count)" } }

func blank<T: Blank>() -> T {
    print("making a \(T.self)")
    return T()
}
let draft: Draft = blank()
let tally: Tally = blank()
print(draft, tally)

// expect: making a Draft
// expect: making a Tally
// expect: Draft (empty) Tally 0
