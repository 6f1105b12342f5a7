// Point-Free style (dependency injection): a Reader<Env, A> wrapper with map, flatMap and a local-style environment change
struct Reader<Env, A> {
    let run: (Env) -> A

    func map<B>(_ f: @escaping (A) -> B) -> Reader<Env, B> {
        Reader<Env, B> { env in f(self.run(env)) }
    }
    func flatMap<B>(_ f: @escaping (A) -> Reader<Env, B>) -> Reader<Env, B> {
        Reader<Env, B> { env in f(self.run(env)).run(env) }
    }
    func local(_ change: @escaping (Env) -> Env) -> Reader<Env, A> {
        Reader { env in self.run(change(env)) }
    }
}

func ask<Env>() -> Reader<Env, Env> { Reader { $0 } }
func asks<Env, A>(_ f: @escaping (Env) -> A) -> Reader<Env, A> { Reader(run: f) }

struct Config {
    var greeting: String
    var shout: Bool
    var indent: Int
}

func greet(_ name: String) -> Reader<Config, String> {
    asks(\.greeting).map { "\($0), \(name)" }
}
func format(_ text: String) -> Reader<Config, String> {
    asks { cfg in
        let body = cfg.shout ? text.uppercased() : text
        return String(repeating: " ", count: cfg.indent) + body
    }
}
func welcome(_ name: String) -> Reader<Config, String> {
    greet(name).flatMap(format)
}

let base = Config(greeting: "Hello", shout: false, indent: 0)
print("[" + welcome("world").run(base) + "]")
print("[" + welcome("world").local { c in var c = c; c.shout = true; return c }.run(base) + "]")
print("[" + welcome("swift").local { c in var c = c; c.indent = 4; c.greeting = "Hi"; return c }.run(base) + "]")

let summary = ask().map { (c: Config) in "\(c.greeting)/\(c.shout)/\(c.indent)" }
print(summary.run(base))
let both = welcome("a").flatMap { first in welcome("b").map { second in [first, second] } }
print(both.run(Config(greeting: "Yo", shout: true, indent: 1)))

// expect: [Hello, world]
// expect: [HELLO, WORLD]
// expect: [    Hi, swift]
// expect: Hello/false/0
// expect: [" YO, A", " YO, B"]
