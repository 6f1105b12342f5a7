// Compiler test style: protocol extension property vs requirement property, accessed through various static types
// known-gap: line 8: expected '["DUNE", "UNTITLED", "EMMA"]', got '["BOOK!", "UNTITLED", "BOOK!"]'
protocol Titled {
    var title: String { get }
}
extension Titled {
    var title: String { "untitled" }
    var banner: String { "== \(title) ==" }
    var shout: String { title.uppercased() }
}
struct Book: Titled {
    var title: String
    var shout: String { "BOOK!" }
}
struct Blank: Titled {
    var banner: String { "custom banner" }
}

let b = Book(title: "Dune")
let bt: Titled = b
print(b.title, b.banner, b.shout)
print(bt.title, bt.banner, bt.shout)

let x = Blank()
let xt: any Titled = x
print(x.title, x.banner)
print(xt.title, xt.banner)

func info<T: Titled>(_ t: T) -> String { "\(t.title) | \(t.banner) | \(t.shout)" }
print(info(b))
print(info(x))
print(info(bt))

let all: [Titled] = [b, x, Book(title: "Emma")]
print(all.map(\.shout))
print(all.map(\.banner))
print(all.map { ($0 as? Blank)?.banner ?? "-" })
// expect: Dune == Dune == BOOK!
// expect: Dune == Dune == DUNE
// expect: untitled custom banner
// expect: untitled == untitled ==
// expect: Dune | == Dune == | DUNE
// expect: untitled | == untitled == | UNTITLED
// expect: Dune | == Dune == | DUNE
// expect: ["DUNE", "UNTITLED", "EMMA"]
// expect: ["== Dune ==", "== untitled ==", "== Emma =="]
// expect: ["-", "custom banner", "-"]
