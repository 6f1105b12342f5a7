// Opaque result types (some) versus boxed existential types (any), and opaque parameters (expected output from swiftc 6.3.1 on Linux)
protocol Pricing {
    func cost(nights: Int) -> Int
}
struct FlatRate: Pricing {
    let perNight: Int
    func cost(nights: Int) -> Int { perNight * nights }
}
struct LongStayDiscount<Base: Pricing>: Pricing {
    let base: Base
    let fromNight: Int
    func cost(nights: Int) -> Int {
        let full = base.cost(nights: nights)
        return nights >= fromNight ? full * 80 / 100 : full
    }
}
struct PlusFee<Base: Pricing>: Pricing {
    let base: Base
    let fee: Int
    func cost(nights: Int) -> Int { base.cost(nights: nights) + fee }
}

func cabinPricing() -> some Pricing {
    PlusFee(base: LongStayDiscount(base: FlatRate(perNight: 90), fromNight: 7), fee: 40)
}
let cabin = cabinPricing()
print((1...8).filter { $0 % 3 != 0 }.map { cabin.cost(nights: $0) })
print(type(of: cabin))

func pricing(forSeason season: String) -> any Pricing {
    season == "summer" ? FlatRate(perNight: 150) : LongStayDiscount(base: FlatRate(perNight: 100), fromNight: 3)
}
let seasonal: [any Pricing] = [pricing(forSeason: "summer"), pricing(forSeason: "winter"), PlusFee(base: FlatRate(perNight: 10), fee: 5)]
for p in seasonal {
    print(type(of: p), p.cost(nights: 4))
}

func quote(_ plan: some Pricing, nights: Int = 2) -> String { "\(nights) nights: \(plan.cost(nights: nights))" }
print(quote(FlatRate(perNight: 75)), "|", quote(cabin, nights: 7))

func quoteBoxed(_ plan: any Pricing) -> String { quote(plan, nights: 5) }
print(quoteBoxed(seasonal[1]))

protocol Animal<Food> {
    associatedtype Food
    var name: String { get }
    func eat(_ food: Food) -> String
}
struct Goat: Animal {
    let name = "goat"
    func eat(_ food: String) -> String { "\(name) chews \(food)" }
}
struct Shark: Animal {
    let name = "shark"
    func eat(_ food: Int) -> String { "\(name) eats \(food) fish" }
}
let zoo: [any Animal] = [Goat(), Shark()]
print(zoo.map(\.name))
func feedGoat() -> some Animal<String> { Goat() }
print(feedGoat().eat("hay"))

func multiplesOfThree() -> some Sequence<Int> { stride(from: 3, through: 12, by: 3) }
print(Array(multiplesOfThree()), multiplesOfThree().reduce(0, +))
func twoOf(_ x: some Equatable, _ y: some Equatable) -> String { "\(type(of: x)) and \(type(of: y))" }
print(twoOf(1, "one"))
let opaqueA = cabinPricing(), opaqueB = cabinPricing()
print(type(of: opaqueA) == type(of: opaqueB))

// expect: [130, 220, 400, 490, 544, 616]
// expect: PlusFee<LongStayDiscount<FlatRate>>
// expect: FlatRate 600
// expect: LongStayDiscount<FlatRate> 320
// expect: PlusFee<FlatRate> 45
// expect: 2 nights: 150 | 7 nights: 544
// expect: 5 nights: 400
// expect: ["goat", "shark"]
// expect: goat chews hay
// expect: [3, 6, 9, 12] 30
// expect: Int and String
// expect: true
