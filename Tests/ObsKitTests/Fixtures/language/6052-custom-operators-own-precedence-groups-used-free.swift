// Point-Free style (function composition operators): custom |>, >>> and <> operators with their own precedence groups, used on free functions and key paths
// known-gap: needs the compiler check (the operator or overload it chose); unchecked: error: 6052-custom-operators-own-precedence-groups-used-free.swift:39:61: error: cannot assign to property 'name' of a value of type '()'
precedencegroup ForwardApplication {
    associativity: left
    higherThan: AssignmentPrecedence
}
precedencegroup ForwardComposition {
    associativity: left
    higherThan: ForwardApplication
}
precedencegroup SingleTypeComposition {
    associativity: right
    higherThan: ForwardApplication
}
infix operator |>: ForwardApplication
infix operator >>>: ForwardComposition
infix operator <>: SingleTypeComposition

func |> <A, B>(a: A, f: (A) -> B) -> B { f(a) }
func >>> <A, B, C>(f: @escaping (A) -> B, g: @escaping (B) -> C) -> (A) -> C { { g(f($0)) } }
func <> <A>(f: @escaping (A) -> A, g: @escaping (A) -> A) -> (A) -> A { f >>> g }
func <> <A>(f: @escaping (inout A) -> Void, g: @escaping (inout A) -> Void) -> (inout A) -> Void {
    { f(&$0); g(&$0) }
}

func incr(_ x: Int) -> Int { x + 1 }
func square(_ x: Int) -> Int { x * x }
func describe(_ x: Int) -> String { "value: \(x)" }
func get<Root, Value>(_ kp: KeyPath<Root, Value>) -> (Root) -> Value { { $0[keyPath: kp] } }

print(2 |> incr |> square)
print(2 |> incr >>> square >>> describe)
print([1, 2, 3].map(square >>> incr >>> describe))
print(3 |> incr <> square <> incr)
let shout = { (s: String) in s.uppercased() } >>> { $0 + "!" }
print(["hi", "hey"].map(shout))
print(["apple", "fig"].map(get(\String.count) >>> square))

struct Config { var retries = 0; var name = "" ; var verbose = false }
let setup: (inout Config) -> Void = { $0.retries = 3 } <> { $0.name = "net" } <> { $0.verbose.toggle() }
var config = Config()
setup(&config)
print(config.retries, config.name, config.verbose)
var result = 5
result = result |> incr
print(result, "done" |> { $0.count } >>> String.init)

// expect: 9
// expect: value: 9
// expect: ["value: 2", "value: 5", "value: 10"]
// expect: 17
// expect: ["HI!", "HEY!"]
// expect: [25, 9]
// expect: 3 net true
// expect: 6 4
