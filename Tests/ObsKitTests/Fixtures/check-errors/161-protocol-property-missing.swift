// Check error: a struct claims a protocol but lacks its required property
protocol Vehicle {
    var wheels: Int { get }
    func describe() -> String
}

struct Bicycle: Vehicle {
    func describe() -> String {
        return "A bicycle"
    }
}

print(Bicycle().describe())
// expect-error: type 'Bicycle' does not conform to protocol 'Vehicle'
