// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg (the two-parameter onChange action receives the old value that failed the comparison check and the new value, for each change a button makes)
import SwiftUI

struct Thermostat: View {
    @State private var target = 20

    var body: some View {
        VStack {
            Text("Target \(target)")
            Button("Warmer") { target += 2 }
            Button("Cooler") { target -= 1 }
        }
        .onChange(of: target) { oldValue, newValue in
            print("target \(oldValue) -> \(newValue)")
        }
    }
}

:mount Thermostat()
:tap "Warmer"
:tap "Cooler"
:tap "Cooler"
// expect: target 20 -> 22
// expect: target 22 -> 21
// expect: target 21 -> 20
