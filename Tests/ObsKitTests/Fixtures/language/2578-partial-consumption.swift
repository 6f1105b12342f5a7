// Swift Evolution style (SE-0429): partial consumption of stored properties of noncopyable values
// known-gap: line 2: expected "engine V6 scrapped", got "installed V6"
struct Engine: ~Copyable {
    var model: String
    deinit { print("engine \(model) scrapped") }
}

struct Wheels: ~Copyable {
    var count: Int
    deinit { print("\(count) wheels scrapped") }
}

struct Car: ~Copyable {
    var engine: Engine
    var wheels: Wheels
    var name: String
}

func install(_ engine: consuming Engine) -> String {
    "installed \(engine.model)"
}

func dismantle(_ car: consuming Car) {
    let engine = car.engine
    print("removed engine from \(car.name)")
    let wheels = car.wheels
    print(install(engine))
    print("keeping \(wheels.count) wheels")
}

func salvageEngineOnly(_ car: consuming Car) -> Engine {
    print("salvaging \(car.name)")
    return car.engine
}

struct Pair: ~Copyable {
    var left: Engine
    var right: Engine
}

func split(_ pair: consuming Pair) -> (String, String) {
    let l = pair.left
    let r = pair.right
    return (l.model, r.model)
}

func main() {
    let car = Car(engine: Engine(model: "V6"), wheels: Wheels(count: 4), name: "sedan")
    dismantle(car)
    print("--")
    let truck = Car(engine: Engine(model: "diesel"), wheels: Wheels(count: 6), name: "truck")
    let e = salvageEngineOnly(truck)
    print("salvaged \(e.model)")
    print("--")
    let names = split(Pair(left: Engine(model: "L"), right: Engine(model: "R")))
    print(names.0, names.1)
    print("done")
}
main()
// expect: removed engine from sedan
// expect: engine V6 scrapped
// expect: installed V6
// expect: keeping 4 wheels
// expect: 4 wheels scrapped
// expect: --
// expect: salvaging truck
// expect: 6 wheels scrapped
// expect: salvaged diesel
// expect: --
// expect: engine R scrapped
// expect: engine L scrapped
// expect: L R
// expect: done
// expect: engine diesel scrapped
