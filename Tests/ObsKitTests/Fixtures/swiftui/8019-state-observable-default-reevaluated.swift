// SwiftUI from Apple's documentation: an @State holding an @Observable model evaluates its default value every time the view is made
// Apple, State, "Store observable objects" (https://developer.apple.com/documentation/swiftui/state): "A State property always
// instantiates its default value when SwiftUI instantiates the view. For this reason, avoid side effects and performance-intensive
// work when initializing the default value." and State.init(wrappedValue:): "SwiftUI initializes the state's storage only once for
// each container instance". Each new Meter value made by Lab's body builds another Sensor model, but the view keeps using model 1.
import SwiftUI

@Observable
@MainActor
final class Sensor {
    static var made = 0
    let number: Int
    var level = 0

    init() {
        Sensor.made += 1
        number = Sensor.made
        print("Sensor \(number) init")
    }
}

struct Meter: View {
    let label: String
    @State private var gauge = Sensor()

    var body: some View {
        let _ = print("Meter body \(label): gauge \(gauge.number) level \(gauge.level)")
        Button("Raise") { gauge.level += 1 }
    }
}

struct Lab: View {
    @State private var run = 1

    var body: some View {
        VStack {
            Button("Next run") { run += 1 }
            Meter(label: "run \(run)")
        }
    }
}

:mount Lab()
// expect: Sensor 1 init
// expect: Meter body run 1: gauge 1 level 0
:tap "Raise"
// expect: Meter body run 1: gauge 1 level 1
:tap "Next run"
// expect: Sensor 2 init
// expect: Meter body run 2: gauge 1 level 1
:tap "Next run"
// expect: Sensor 3 init
// expect: Meter body run 3: gauge 1 level 1
