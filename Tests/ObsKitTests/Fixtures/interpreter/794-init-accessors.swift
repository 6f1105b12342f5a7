// An init accessor (SE-0400): inside the type's initializers, assigning the computed property runs it and
// initializes the stored property; elsewhere the setter runs. Expected output from swiftc 6.3.1 on Linux.
struct Temperature {
    private var kelvin: Double
    var celsius: Double {
        @storageRestrictions(initializes: kelvin)
        init(initialValue) {
            print("init accessor")
            kelvin = initialValue + 273.15
        }
        get { kelvin - 273.15 }
        set {
            print("setter")
            kelvin = newValue + 273.15
        }
    }
    init(celsius: Double) { self.celsius = celsius }
}
var room = Temperature(celsius: 20)
print(room.celsius)
room.celsius = 25
print(room.celsius)

// expect: init accessor
// expect: 20.0
// expect: setter
// expect: 25.0
