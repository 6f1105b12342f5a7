// SwiftUI from Apple's documentation: a change inside a nested ObservableObject does not invalidate views observing the outer object
// Apple, Published (https://developer.apple.com/documentation/combine/published): "When the property changes, publishing occurs in the
// property's willSet block". Apple, StateObject: "When published properties of the observable object change, SwiftUI updates any view
// that depends on the object." `car.engine.rpm` changes Engine's published property, not Car's (`engine` still holds the same
// reference), so Car's objectWillChange stays silent and Dash does not re-run; renaming the car does, and shows the current rpm.
// Apple, "Migrating from the Observable Object protocol to the Observable macro": tracking nested objects "isn't possible when using
// ObservableObject".
import SwiftUI

final class Engine: ObservableObject {
    @Published var rpm = 800
}

final class Car: ObservableObject {
    @Published var engine = Engine()
    @Published var name = "Roadster"
}

struct Dash: View {
    @StateObject private var car = Car()

    var body: some View {
        let _ = print("Dash body: \(car.name) at \(car.engine.rpm) rpm")
        VStack {
            Button("Rev") { car.engine.rpm += 1000 }
            Button("Rename") { car.name = "Racer" }
        }
    }
}

:mount Dash()
// expect: Dash body: Roadster at 800 rpm
:tap "Rev"
:tap "Rename"
// expect: Dash body: Racer at 1800 rpm
