// [unowned self] and capture lists that copy values
class Greeter {
    let name: String
    lazy var greet: () -> String = { [unowned self] in
        "Hello from \(self.name)"
    }
    init(name: String) { self.name = name }
    deinit { print("Greeter \(name) deinit") }
}

var g: Greeter? = Greeter(name: "Ada")
print(g!.greet())
g = nil

var x = 1
let captured = { [x] in print("captured x =", x) }
let live = { print("live x =", x) }
x = 99
captured()
live()

// expect: Hello from Ada
// expect: Greeter Ada deinit
// expect: captured x = 1
// expect: live x = 99
