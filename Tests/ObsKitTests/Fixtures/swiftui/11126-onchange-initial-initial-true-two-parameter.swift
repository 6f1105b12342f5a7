// Apple docs style (onChange(of:initial:_:)): with initial: true the two-parameter action runs at appearance with equal old and new values, then after each real change; an equal write runs nothing (rules §11.1, §3.4)
// Page: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
import SwiftUI

struct ThermostatView: View {
    @State private var celsius = 20

    var body: some View {
        let _ = print("body \(celsius)")
        VStack {
            Text("\(celsius) C")
            Button("Warmer") { celsius += 5 }
            Button("Same") { celsius = 25 }
        }
        .onChange(of: celsius, initial: true) { oldValue, newValue in
            print("changed from \(oldValue) to \(newValue)")
        }
        .onAppear { print("appeared") }
    }
}

:mount ThermostatView()
// expect: body 20
// expect: changed from 20 to 20
// expect: appeared
:tap "Warmer"
// expect: body 25
// expect: changed from 20 to 25
:tap "Same"
:tap "Warmer"
// expect: body 30
// expect: changed from 25 to 30
