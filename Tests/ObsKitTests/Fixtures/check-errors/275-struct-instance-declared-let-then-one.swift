// Check error: a struct instance declared with let, then one of its properties changed
struct Thermostat {
    var target: Double
    var isOn: Bool
}

let hallway = Thermostat(target: 20.5, isOn: true)
hallway.target = 22.0
print(hallway.target)
// expect-error: cannot assign to property: 'hallway' is a 'let' constant
