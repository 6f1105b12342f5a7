// `is` and `as?` test and cast values to protocol types at runtime.
protocol Flyer { func fly() -> String }
protocol Swimmer { func swim() -> String }
struct Duck: Flyer, Swimmer {
    func fly() -> String { "duck flies" }
    func swim() -> String { "duck swims" }
}
struct Fish: Swimmer {
    func swim() -> String { "fish swims" }
}
struct Rock {}
let things: [Any] = [Duck(), Fish(), Rock()]
for thing in things {
    print(type(of: thing), thing is Flyer, thing is Swimmer)
    if let f = thing as? Flyer {
        print("  ", f.fly())
    }
    if let s = thing as? any Swimmer {
        print("  ", s.swim())
    } else {
        print("   cannot swim")
    }
}

// expect: Duck true true
// expect:    duck flies
// expect:    duck swims
// expect: Fish false true
// expect:    fish swims
// expect: Rock false false
// expect:    cannot swim
