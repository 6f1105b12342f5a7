// Point-Free style (setter operators): over (%~) and set (.~) built on key paths and composed with <> into whole-value updates
precedencegroup SetterApplication {
    associativity: right
    higherThan: SemigroupComposition
}
precedencegroup SemigroupComposition {
    associativity: left
    higherThan: ForwardApplicationPrecedence
}
precedencegroup ForwardApplicationPrecedence {
    associativity: left
    higherThan: AssignmentPrecedence
}
infix operator %~: SetterApplication
infix operator .~: SetterApplication
infix operator <>: SemigroupComposition
infix operator |>: ForwardApplicationPrecedence

func %~ <Root, Value>(kp: WritableKeyPath<Root, Value>, f: @escaping (Value) -> Value) -> (Root) -> Root {
    { root in
        var copy = root
        copy[keyPath: kp] = f(copy[keyPath: kp])
        return copy
    }
}
func .~ <Root, Value>(kp: WritableKeyPath<Root, Value>, value: Value) -> (Root) -> Root {
    kp %~ { _ in value }
}
func <> <A>(f: @escaping (A) -> A, g: @escaping (A) -> A) -> (A) -> A { { g(f($0)) } }
func |> <A, B>(a: A, f: (A) -> B) -> B { f(a) }

struct Address { var street: String; var number: Int }
struct Company { var name: String; var employees: Int; var address: Address; var tags: [String] }

let acme = Company(name: "acme", employees: 10, address: Address(street: "Main St", number: 1), tags: ["tools"])

let grown = acme
    |> \.employees %~ { $0 * 3 }
    <> \.name %~ { $0.uppercased() }
    <> \.address.number .~ 42
    <> \.tags %~ { $0 + ["rockets"] }
print(grown.name, grown.employees, grown.address.street, grown.address.number, grown.tags)
print(acme.name, acme.employees, acme.address.number, acme.tags)

let move = (\Company.address.street) .~ "High St" <> \.address.number %~ { $0 + 1 }
print([acme, grown].map(move).map { "\($0.name)@\($0.address.street) \($0.address.number)" })

let pairUpdate = \(Int, String).0 %~ { $0 + 1 } <> \.1 .~ "done"
print((41, "todo") |> pairUpdate)
let raiseAll = \[Int][0] %~ { $0 * 100 }
print([1, 2, 3] |> raiseAll)
let resetMany = [(\Company.employees) .~ 0, (\.tags) .~ [], (\.name) .~ "empty"].reduce({ $0 }, <>)
let reset = acme |> resetMany
print(reset.name, reset.employees, reset.tags.isEmpty, reset.address.street)

// expect: ACME 30 Main St 42 ["tools", "rockets"]
// expect: acme 10 1 ["tools"]
// expect: ["acme@High St 2", "ACME@High St 43"]
// expect: (42, "done")
// expect: [100, 2, 3]
// expect: empty 0 true Main St
