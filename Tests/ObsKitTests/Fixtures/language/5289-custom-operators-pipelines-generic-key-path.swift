// Point-Free style (functional composition): custom operators, pipelines, and generic key-path setters
precedencegroup ForwardApplication { associativity: left }
infix operator |>: ForwardApplication
func |> <A, B>(a: A, f: (A) -> B) -> B { f(a) }

precedencegroup ForwardComposition {
    associativity: left
    higherThan: ForwardApplication
}
infix operator >>>: ForwardComposition
func >>> <A, B, C>(f: @escaping (A) -> B, g: @escaping (B) -> C) -> (A) -> C { { g(f($0)) } }

precedencegroup SingleTypeComposition {
    associativity: left
    higherThan: ForwardApplication
}
infix operator <>: SingleTypeComposition
func <> <A>(f: @escaping (A) -> A, g: @escaping (A) -> A) -> (A) -> A { f >>> g }

func prop<Root, Value>(_ kp: WritableKeyPath<Root, Value>)
    -> (@escaping (Value) -> Value) -> (Root) -> Root {
    { update in { root in var copy = root; copy[keyPath: kp] = update(copy[keyPath: kp]); return copy } }
}

func map<A, B>(_ f: @escaping (A) -> B) -> ([A]) -> [B] { { $0.map(f) } }
func filter<A>(_ p: @escaping (A) -> Bool) -> ([A]) -> [A] { { $0.filter(p) } }

struct Food { var name: String; var calories: Int }
struct User { var name: String; var favorite: Food; var age: Int }

func incr(_ x: Int) -> Int { x + 1 }
func square(_ x: Int) -> Int { x * x }

print(2 |> incr |> square)
print(2 |> incr >>> square >>> String.init)
print(3 |> incr <> square <> incr)

let user = User(name: "Blob", favorite: Food(name: "Tacos", calories: 300), age: 30)
let birthday = prop(\User.age)(incr)
let healthier = (prop(\User.favorite) <<< prop(\Food.calories))({ $0 / 2 })
let older = user |> birthday <> birthday <> healthier
print(older.name, older.age, older.favorite.name, older.favorite.calories)

infix operator <<<: ForwardComposition
func <<< <A, B, C>(g: @escaping (B) -> C, f: @escaping (A) -> B) -> (A) -> C { { g(f($0)) } }

let evensSquared = filter { (x: Int) in x % 2 == 0 } >>> map(square) >>> map(String.init(describing:))
print(Array(1...8) |> evensSquared)
let shout = map { (s: String) in s.uppercased() + "!" }
print(["hi", "yo"] |> shout)
let pipeline: (Int) -> String = incr >>> incr >>> square >>> { "value=\($0)" }
print(pipeline(1), type(of: pipeline))

// expect: 9
// expect: 9
// expect: 17
// expect: Blob 32 Tacos 150
// expect: ["4", "16", "36", "64"]
// expect: ["HI!", "YO!"]
// expect: value=9 (Int) -> String
