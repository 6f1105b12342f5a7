// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/withtransaction(_:_:_:) (a state change made inside withTransaction still applies; the key-path form withTransaction(_:_:_:) sets one transaction value, here disablesAnimations, for the body)
import SwiftUI

struct Slider2: View {
    @State private var position = 0

    var body: some View {
        VStack {
            Text("Position \(position)")
            Button("Jump") {
                withTransaction(\.disablesAnimations, true) {
                    position = 100
                }
                print("position after jump \(position)")
            }
        }
        .onChange(of: position) { oldValue, newValue in
            print("position \(oldValue) -> \(newValue)")
        }
    }
}

:mount Slider2()
:tap "Jump"
// expect: position after jump 100
// expect: position 0 -> 100
