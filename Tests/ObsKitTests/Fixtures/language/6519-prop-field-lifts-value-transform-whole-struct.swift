// Point-Free style (functional setters): prop(\.field) lifts a value transform to a whole-struct transform, composed with >>> and <<<
precedencegroup Composition { associativity: right }
infix operator >>>: Composition
infix operator <<<: Composition

func >>> <A, B, C>(f: @escaping (A) -> B, g: @escaping (B) -> C) -> (A) -> C { { g(f($0)) } }
func <<< <A, B, C>(g: @escaping (B) -> C, f: @escaping (A) -> B) -> (A) -> C { { g(f($0)) } }

func prop<Root, Value>(_ kp: WritableKeyPath<Root, Value>)
    -> (@escaping (Value) -> Value) -> (Root) -> Root {
    return { update in
        { root in
            var copy = root
            copy[keyPath: kp] = update(copy[keyPath: kp])
            return copy
        }
    }
}

func get<Root, Value>(_ kp: KeyPath<Root, Value>) -> (Root) -> Value {
    return { $0[keyPath: kp] }
}

struct Location { var city: String; var zip: Int }
struct Person { var name: String; var age: Int; var home: Location }

let ada = Person(name: "Ada", age: 36, home: Location(city: "London", zip: 1000))

let birthday = prop(\Person.age)({ $0 + 1 })
let capitalizeName = prop(\Person.name)({ $0.uppercased() })
let relocate = (prop(\Person.home) <<< prop(\Location.city))({ _ in "Paris" })
let nestedZip = prop(\Person.home.zip)({ $0 * 2 })

let makeover = birthday >>> capitalizeName >>> relocate >>> nestedZip
let after = makeover(ada)
print(after.name, after.age, after.home.city, after.home.zip)
print(ada.name, ada.age, ada.home.city, ada.home.zip)

let people = [ada, Person(name: "Alan", age: 41, home: Location(city: "Wilmslow", zip: 9))]
print(people.map(get(\.name)))
print(people.map(birthday >>> get(\.age)))
print(people.map(get(\.home) >>> get(\.city) >>> { $0.count }))
let older = people.map(prop(\.age)({ $0 + 10 }))
print(older.map(get(\.age)).reduce(0, +))

// expect: ADA 37 Paris 2000
// expect: Ada 36 London 1000
// expect: ["Ada", "Alan"]
// expect: [37, 42]
// expect: [6, 8]
// expect: 97
