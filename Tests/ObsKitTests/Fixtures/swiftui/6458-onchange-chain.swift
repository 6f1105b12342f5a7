// Swift by Sundell / SwiftLee onChange chains: an onChange action writes state that a second onChange observes; Apple "onChange(of:initial:_:)"; rules §10.1, §10.3, §3.4
import SwiftUI

struct Converter: View {
    @State private var celsius = 0
    @State private var fahrenheit = 32

    var body: some View {
        let _ = print("body: \(celsius)C \(fahrenheit)F")
        VStack {
            Button("Warmer") { celsius += 10 }
            Text("\(fahrenheit)F")
        }
        .onChange(of: celsius) { _, newValue in
            print("celsius changed to \(newValue)")
            fahrenheit = newValue * 9 / 5 + 32
        }
        .onChange(of: fahrenheit) { oldValue, newValue in
            print("fahrenheit \(oldValue) -> \(newValue)")
        }
    }
}

:mount Converter()
:tap "Warmer"
:tap "Warmer"

// expect: body: 0C 32F
// expect: body: 10C 32F
// expect: celsius changed to 10
// expect: body: 10C 50F
// expect: fahrenheit 32 -> 50
// expect: body: 20C 50F
// expect: celsius changed to 20
// expect: body: 20C 68F
// expect: fahrenheit 50 -> 68
