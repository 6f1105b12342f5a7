// Check error: an initializer calls a method before every stored property is set
// (swiftc -typecheck reports nothing here: this is a SIL-stage diagnostic; the message is from swiftc -emit-sil -swift-version 5, as Xcode builds)
struct Temperature {
    var celsius: Double
    var label: String

    init(celsius: Double) {
        self.celsius = celsius
        print(describe())
        self.label = "\(celsius)°C"
    }

    func describe() -> String {
        return "It is \(celsius) degrees"
    }
}

let t = Temperature(celsius: 21)
print(t.label)
// expect-error: 'self' used before all stored properties are initialized
