// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/withtransaction(_:_:) (withTransaction executes the closure with the given transaction and returns its result; a transaction with animations disabled, or a .transaction modifier, changes how the update animates, not the state it writes)
import SwiftUI

struct Slider2D: View {
    @State private var position = 0

    var body: some View {
        VStack {
            Text("Position \(position)")
                .transaction { transaction in
                    transaction.animation = nil
                }
            Button("Jump") {
                var transaction = Transaction(animation: .spring)
                transaction.disablesAnimations = true
                let moved = withTransaction(transaction) {
                    position += 10
                    return "moved by 10"
                }
                print(moved)
            }
        }
        .onChange(of: position) { oldValue, newValue in
            print("position \(oldValue) -> \(newValue)")
        }
    }
}

:mount Slider2D()
:tap "Jump"
:tap "Jump"
// expect: moved by 10
// expect: position 0 -> 10
// expect: moved by 10
// expect: position 10 -> 20
